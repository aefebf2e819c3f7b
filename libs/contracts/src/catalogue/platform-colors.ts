// Tinted background + dark brand text keeps badge text readable (WCAG AA) while each
// platform stays recognisable by hue.

export interface PlatformColor {
  background: string;
  text: string;
}

// Frozen because the same objects are handed to every caller as style props.
export const PLATFORM_COLORS: Record<string, PlatformColor> = Object.freeze({
  eBay: Object.freeze({ background: '#FDECEE', text: '#B0122B' }),
  Etsy: Object.freeze({ background: '#FEF0E6', text: '#A63D0C' }),
  Mercari: Object.freeze({ background: '#E6F4FB', text: '#0A5F85' }),
  Poshmark: Object.freeze({ background: '#F8E8F0', text: '#7F0353' }),
  Depop: Object.freeze({ background: '#FFF4D6', text: '#7A4F00' }),
  Facebook: Object.freeze({ background: '#E7F0FE', text: '#1456B0' }),
});

export const NEUTRAL_PLATFORM_COLOR: PlatformColor = Object.freeze({ background: '#F5F5F5', text: '#595959' });

// Stored data was typed by hand, so match case-insensitively and accept the long Facebook name.
const BY_LOWER_NAME = new Map<string, PlatformColor>([
  ...Object.entries(PLATFORM_COLORS).map(([name, color]) => [name.toLowerCase(), color] as const),
  ['facebook marketplace', PLATFORM_COLORS.Facebook],
]);

export function platformColor(name: string | null | undefined): PlatformColor {
  if (typeof name !== 'string') return NEUTRAL_PLATFORM_COLOR;
  return BY_LOWER_NAME.get(name.trim().toLowerCase()) ?? NEUTRAL_PLATFORM_COLOR;
}
