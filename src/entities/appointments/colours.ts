/** An employee's '#rrggbb' colour as its three channels, 0–255. */
const channels = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

/** Dark text on a light colour, white on a dark one (WCAG contrast of the two choices). */
export function textOn(background: string) {
  const [r, g, b] = channels(background).map((c) => c / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1d2b2f';
}

/** A pale tint of a colour (`share` of it on white), for a block that carries dark text. */
export function tint(colour: string, share = 0.16) {
  return `#${channels(colour)
    .map((c) =>
      Math.round(255 - (255 - c) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
