/** A coin's logo, or its initial on a round chip when the server has none. */
export function CoinLogo({ src, name }: { src?: string | null; name: string }) {
  if (src) return <img className="wallet-logo" src={src} alt="" loading="lazy" />;
  return (
    <span className="wallet-logo wallet-logo-text" aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}
