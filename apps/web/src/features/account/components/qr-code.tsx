import type { TwoFactorSetup } from '@teamboard/shared/two-factor';

/** Quiet zone around the code, in modules: scanners need a light border to find it. */
const MARGIN = 2;

/** The server's QR code drawn as SVG: black modules on white, whatever the theme. */
export function QrCode({ code, label }: { code: TwoFactorSetup['qrCode']; label: string }) {
  const extent = code.size + MARGIN * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-MARGIN} ${-MARGIN} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md bg-white"
    >
      <path d={code.path} fill="#000" />
    </svg>
  );
}
