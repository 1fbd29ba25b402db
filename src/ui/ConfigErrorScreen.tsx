/** Shown instead of the app when a configuration variable is wrong, naming each one. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="state-page" role="alert">
      <h1>Brick is not configured correctly</h1>
      <p>Whoever deployed this copy of Brick needs to fix these settings (see .env.example):</p>
      <ul style={{ textAlign: 'left' }}>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
