/** The college's peak logo (Kilele means "peak" in Swahili), inline so it paints with the HTML. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#124a84" />
      <path d="M64 356 200 140l56 88 56-72 136 200z" fill="#fff" />
      <path d="m200 140 38 60-22 22-16-22-18 16-20-18z" fill="#7aaee3" />
      <path d="M156 396h200" stroke="#f4b63f" strokeWidth="24" strokeLinecap="round" />
    </svg>
  );
}
