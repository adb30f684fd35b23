/**
 * The address the add-address page saved last, for the page that sent the user there (the withdrawal) to select
 * when it is shown again. It is read, not taken, on mount (React's strict mode mounts twice) and cleared once used.
 */
let saved: number | null = null;

export function rememberSavedAddress(id: number): void {
  saved = id;
}

export function savedAddress(): number | null {
  return saved;
}

export function forgetSavedAddress(): void {
  saved = null;
}

/** The add-address route with the coin and network it should open with (the withdrawal's). */
export function addAddressPath(currency?: string, network?: string): string {
  const params = new URLSearchParams();
  if (currency) params.set('currency', currency);
  if (network) params.set('network', network);
  const query = params.toString();
  return `/pages/setting/addWallet${query ? `?${query}` : ''}`;
}
