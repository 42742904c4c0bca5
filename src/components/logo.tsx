/** The Compe mark: a podium in a rounded square, inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#fff" />
      <rect x="5" y="17" width="7" height="9" rx="1" fill="#0D8ABC" />
      <rect x="12.5" y="9" width="7" height="17" rx="1" fill="#FF54A9" />
      <rect x="20" y="13" width="7" height="13" rx="1" fill="#42946A" />
    </svg>
  );
}
