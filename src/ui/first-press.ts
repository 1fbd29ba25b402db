/**
 * The click handler of a button that removes its item (Remove, Delete), or that comes under the
 * pointer when one was pressed (a notice's Undo). The item's place is taken by the next one, under
 * the finger: the second press of a double tap or a double click (the event's `detail`, its count
 * of presses) would remove that one too, or undo the first. Only the first press counts. A key
 * press (Enter, Space: `detail` 0) always counts.
 */
export function onFirstPress(act: () => unknown): (event: { detail: number }) => void {
  return (event) => {
    if (event.detail <= 1) void act();
  };
}
