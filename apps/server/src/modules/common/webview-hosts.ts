/**
 * The Content-Security-Policy sources for the operator's webView hosts: each host over https and http (a page
 * served over http may frame either; over https the browser blocks http frames as mixed content anyway).
 */
export function frameSources(hosts: readonly string[]): string {
  return hosts.flatMap((h) => [`https://${h}`, `http://${h}`]).join(' ');
}
