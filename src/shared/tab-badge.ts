/**
 * The browser tab's title and icon: the screen's title (PageTitle) with, in front, how many
 * conversations wait for an answer (`(3) Berichten · Backoffice`), and the icon with a dot while
 * any do (docs/product.md § Alerts).
 */
let screenTitle = typeof document === 'undefined' ? '' : document.title;
let waiting = 0;
let plainIcon: string | undefined;
let dottedIcon: Promise<string | undefined> | undefined;

function apply() {
  document.title = waiting > 0 ? `(${waiting}) ${screenTitle}` : screenTitle;
}

/** The screen's own title, without the count. */
export function setScreenTitle(title: string) {
  screenTitle = title;
  apply();
}

/** How many conversations wait: the count in the title, the dot on the icon. */
export function setWaitingCount(count: number) {
  if (count === waiting) return;
  waiting = count;
  apply();
  void showDot(count > 0);
}

function iconLink() {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

async function showDot(dot: boolean) {
  const link = iconLink();
  if (!link) return;
  plainIcon ??= link.href;
  if (!dot) {
    link.href = plainIcon;
    return;
  }
  dottedIcon ??= withDot(plainIcon);
  const href = await dottedIcon;
  // Still waiting by the time the icon is drawn.
  if (href && waiting > 0) link.href = href;
}

/** The icon drawn with a red dot in its corner, as a PNG data URL. */
async function withDot(source: string): Promise<string | undefined> {
  const image = new Image();
  image.src = source;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(image, 0, 0, 64, 64);
  context.beginPath();
  context.arc(50, 14, 13, 0, Math.PI * 2);
  context.fillStyle = '#d92d20';
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = '#ffffff';
  context.stroke();
  return canvas.toDataURL('image/png');
}
