/** Label and value rows (`data-testid` = `<prefix>-<key>`), used by the calculators and the confirmations. */
export function Facts({ rows, prefix }: { rows: ReadonlyArray<readonly [string, string, string]>; prefix: string }) {
  return (
    <dl className="earn-facts">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`${prefix}-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
