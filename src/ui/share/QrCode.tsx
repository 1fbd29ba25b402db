import { useEffect, useState } from 'react';

/** A QR code of a link, drawn by the qrcode library (loaded only when a QR code is shown). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((markup) => live && setSvg(markup)),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return null;
  // The qrcode library's own SVG output (not user text); shown as an image, so no markup is injected.
  return <img className="share-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />;
}
