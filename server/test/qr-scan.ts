import jsQR from 'jsqr';

/** What a phone's camera gets: the page rasterised by pdf.js, the QR code read by jsQR. */
export async function scanQrCode(
  bytes: Uint8Array,
  pageNumber: number,
): Promise<string | undefined> {
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  const canvas = await import('@napi-rs/canvas');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => Promise.resolve(canvas),
    scale: 2,
  });
  const image = await canvas.loadImage(Buffer.from(png));
  const surface = canvas.createCanvas(image.width, image.height);
  const context = surface.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data.buffer), width, height)?.data;
}
