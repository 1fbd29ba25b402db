// `npm run bench -- --compare FILE`: the change of every numeric figure against an earlier
// results file. Figures are found by their path in the results (lists such as the chunk table
// are left out; their totals are figures of their own).
const round = (n) => Math.round(n * 100) / 100;

/** { 'load.ratios.onlineFcp': 1.4, ... } for every number in `value` outside arrays. */
export function numericFigures(value, prefix = '', out = {}) {
  if (typeof value === 'number') out[prefix] = value;
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) numericFigures(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

export function printComparison(before, after, name) {
  const a = numericFigures(before);
  const b = numericFigures(after);
  console.log(`\nchange against ${name} (${before.measuredAt ?? 'no date'}):`);
  const width = Math.max(...Object.keys({ ...a, ...b }).map((k) => k.length)) + 2;
  for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
    if (key.startsWith('machine.')) continue;
    if (!(key in a)) console.log(`  ${key.padEnd(width)} new: ${b[key]}`);
    else if (!(key in b)) console.log(`  ${key.padEnd(width)} gone (was ${a[key]})`);
    else {
      const delta = round(b[key] - a[key]);
      const percent = a[key] ? ` ${delta >= 0 ? '+' : ''}${Math.round((delta / Math.abs(a[key])) * 100)}%` : '';
      console.log(`  ${key.padEnd(width)} ${a[key]} -> ${b[key]} (${delta >= 0 ? '+' : ''}${delta}${percent})`);
    }
  }
}
