/**
 * Vector drawings of the storefront's goods (phones, cases, chargers, earbuds, ...), as SVG
 * fragments drawn in a 400x400 box. scripts/generate-storefront-images.ts composes them into the
 * product, banner and promo images under web/public/images. Deterministic: same input, same file.
 */

export type Kind = 'phone' | 'case' | 'charger' | 'earbuds' | 'watch' | 'powerbank' | 'cable' | 'headphones';

/** Colour words of the catalogue's 'Color/Variant' values -> body colours (light, dark). */
const COLOURS: [RegExp, string, string][] = [
  [/clear/i, '#e2e8f0', '#94a3b8'],
  [/titanium gray|graphite|gray|grey|phantom|midnight black|black/i, '#4b5563', '#111827'],
  [/natural titanium|silver/i, '#d6d3d1', '#78716c'],
  [/midnight/i, '#334155', '#0f172a'],
  [/navy|submarine|skyline|ice ?blue|light blue|iceblue|blue/i, '#60a5fa', '#1d4ed8'],
  [/jade|wave green|peacock|vintage green|comet|green|mint/i, '#6ee7b7', '#047857'],
  [/violet|purple/i, '#c4b5fd', '#6d28d9'],
  [/pink/i, '#fbcfe8', '#db2777'],
  [/gold|yellow/i, '#fde68a', '#d97706'],
  [/orange|sunrise/i, '#fdba74', '#ea580c'],
  [/hazel|milk|white/i, '#f8fafc', '#cbd5e1'],
];

export function bodyColours(variant: string): [string, string] {
  for (const [re, light, dark] of COLOURS) if (re.test(variant)) return [light, dark];
  return ['#94a3b8', '#334155'];
}

export const BRAND_ACCENT: Record<string, string> = {
  Apple: '#111827',
  Samsung: '#1428a0',
  Xiaomi: '#ff6900',
  Asus: '#c8102e',
  Oppo: '#1ba784',
  Vivo: '#415fff',
  Realme: '#f5c400',
  Infinix: '#18a058',
  Tecno: '#0059ff',
  Sony: '#000000',
  JBL: '#ff5a00',
  Anker: '#00a7e1',
  Nothing: '#d71921',
  Google: '#4285f4',
  Honor: '#0aa2e7',
  Ugreen: '#24b36b',
  Baseus: '#1e3a8a',
};

let uid = 0;
/** Unique ids for gradients inside one file. */
export const nextId = (prefix: string) => `${prefix}${(uid += 1)}`;
export const resetIds = () => {
  uid = 0;
};

function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Camera layout by brand, drawn on a phone back whose top-left corner is (x, y). */
function cameras(brand: string, x: number, y: number, dark: string): string {
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b1220" stroke="${dark}" stroke-width="3"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#60a5fa" opacity=".55"/>`;
  if (brand === 'Apple') {
    return `<rect x="${x + 14}" y="${y + 14}" width="70" height="70" rx="18" fill="${dark}" opacity=".35"/>${lens(x + 34, y + 34, 13)}${lens(x + 34, y + 64, 13)}${lens(x + 63, y + 49, 13)}`;
  }
  if (brand === 'Samsung') {
    return `${lens(x + 30, y + 30, 12)}${lens(x + 30, y + 62, 12)}${lens(x + 30, y + 94, 12)}<circle cx="${x + 54}" cy="${y + 30}" r="4" fill="#fde68a"/>`;
  }
  if (brand === 'Xiaomi' || brand === 'Honor' || brand === 'Realme') {
    return `<rect x="${x + 14}" y="${y + 14}" width="84" height="84" rx="22" fill="${dark}" opacity=".45"/>${lens(x + 38, y + 38, 14)}${lens(x + 74, y + 38, 14)}${lens(x + 38, y + 74, 14)}${lens(x + 74, y + 74, 10)}`;
  }
  if (brand === 'Asus') {
    return `<rect x="${x + 14}" y="${y + 16}" width="96" height="42" rx="14" fill="${dark}" opacity=".5"/>${lens(x + 36, y + 37, 12)}${lens(x + 64, y + 37, 12)}${lens(x + 92, y + 37, 9)}<path d="M${x + 30} ${y + 150} l30 -20 l30 20" stroke="#ef4444" stroke-width="4" fill="none"/>`;
  }
  return `<circle cx="${x + 52}" cy="${y + 52}" r="40" fill="${dark}" opacity=".4"/>${lens(x + 38, y + 40, 12)}${lens(x + 66, y + 40, 12)}${lens(x + 52, y + 68, 12)}`;
}

/** A phone seen from the back (left) with its screen in front (right). */
export function phone(brand: string, variant: string): string {
  const [light, dark] = bodyColours(variant);
  const accent = BRAND_ACCENT[brand] ?? '#d6334f';
  const back = nextId('back');
  const screen = nextId('screen');
  const glow = nextId('glow');
  return `<defs>${linear(back, light, dark)}${linear(screen, accent, '#0f172a', 0.4, 1)}<radialGradient id="${glow}" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<g transform="rotate(-8 150 200)"><rect x="70" y="58" width="150" height="300" rx="26" fill="url(#${back})" stroke="${dark}" stroke-width="3"/>${cameras(brand, 70, 58, dark)}<rect x="70" y="58" width="150" height="300" rx="26" fill="url(#${glow})"/></g>
<g transform="rotate(6 270 210)"><rect x="190" y="52" width="150" height="304" rx="26" fill="#0b1220"/><rect x="197" y="59" width="136" height="290" rx="20" fill="url(#${screen})"/>
<circle cx="265" cy="74" r="5" fill="#0b1220"/><circle cx="236" cy="150" r="38" fill="#fff" opacity=".14"/><circle cx="300" cy="250" r="56" fill="#fff" opacity=".10"/>
<text x="265" y="128" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="30" font-weight="300" fill="#fff">12:45</text>
<rect x="214" y="300" width="28" height="28" rx="8" fill="#fff" opacity=".85"/><rect x="251" y="300" width="28" height="28" rx="8" fill="#fff" opacity=".7"/><rect x="288" y="300" width="28" height="28" rx="8" fill="#fff" opacity=".55"/></g>`;
}

export function phoneCase(brand: string, variant: string): string {
  const [light, dark] = bodyColours(variant);
  const fill = nextId('case');
  const clear = /clear/i.test(variant);
  return `<defs>${linear(fill, light, dark)}</defs>
<g transform="rotate(-6 200 200)"><rect x="112" y="48" width="176" height="316" rx="34" fill="url(#${fill})" ${clear ? 'fill-opacity=".35"' : ''} stroke="${dark}" stroke-width="6"/>
<rect x="132" y="68" width="86" height="86" rx="22" fill="#f8fafc" stroke="${dark}" stroke-width="4"/>
<circle cx="200" cy="238" r="46" fill="none" stroke="${clear ? '#64748b' : '#fff'}" stroke-width="6" opacity=".6"/>
${brand === 'Apple' ? `<path d="M200 220c6-8 14-10 18-10-1 6-4 12-10 15-5 3-9 2-8-5z" fill="${clear ? '#64748b' : '#fff'}" opacity=".7"/>` : ''}
<rect x="108" y="120" width="6" height="40" rx="3" fill="${dark}"/><rect x="286" y="130" width="6" height="60" rx="3" fill="${dark}"/></g>`;
}

export function charger(variant: string): string {
  const [light, dark] = bodyColours(variant);
  const body = nextId('chg');
  return `<defs>${linear(body, light, dark)}</defs>
<rect x="168" y="70" width="16" height="60" rx="4" fill="#94a3b8"/><rect x="216" y="70" width="16" height="60" rx="4" fill="#94a3b8"/>
<rect x="110" y="118" width="180" height="200" rx="34" fill="url(#${body})" stroke="${dark}" stroke-width="3"/>
<rect x="172" y="250" width="56" height="20" rx="10" fill="#0f172a"/><rect x="180" y="256" width="40" height="8" rx="4" fill="#475569"/>
<path d="M196 170 l-16 34 h18 l-8 30 26 -40 h-18 l10 -24 z" fill="${light === '#f8fafc' ? '#d6334f' : '#fde68a'}"/>
<path d="M228 318 C 250 360, 300 330, 330 360" stroke="${dark}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

export function earbuds(variant: string): string {
  const [light, dark] = bodyColours(variant);
  const shell = nextId('bud');
  return `<defs>${linear(shell, light, dark)}</defs>
<rect x="88" y="170" width="224" height="160" rx="70" fill="url(#${shell})" stroke="${dark}" stroke-width="3"/>
<path d="M88 240 h224" stroke="${dark}" stroke-width="3" opacity=".6"/><circle cx="200" cy="292" r="6" fill="#22c55e"/>
<g transform="rotate(-18 140 120)"><ellipse cx="140" cy="112" rx="42" ry="38" fill="url(#${shell})" stroke="${dark}" stroke-width="3"/><rect x="126" y="138" width="26" height="80" rx="13" fill="url(#${shell})" stroke="${dark}" stroke-width="3"/><circle cx="128" cy="104" r="12" fill="#0f172a" opacity=".7"/></g>
<g transform="rotate(18 262 120)"><ellipse cx="262" cy="112" rx="42" ry="38" fill="url(#${shell})" stroke="${dark}" stroke-width="3"/><rect x="250" y="138" width="26" height="80" rx="13" fill="url(#${shell})" stroke="${dark}" stroke-width="3"/><circle cx="274" cy="104" r="12" fill="#0f172a" opacity=".7"/></g>`;
}

export function watch(variant: string, accent = '#d6334f'): string {
  const [light, dark] = bodyColours(variant);
  const band = nextId('band');
  const face = nextId('face');
  return `<defs>${linear(band, light, dark)}<radialGradient id="${face}" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#0b1220"/></radialGradient></defs>
<rect x="150" y="30" width="100" height="120" rx="24" fill="url(#${band})"/><rect x="150" y="250" width="100" height="120" rx="24" fill="url(#${band})"/>
<rect x="118" y="112" width="164" height="176" rx="46" fill="#1f2937" stroke="${dark}" stroke-width="6"/><rect x="132" y="126" width="136" height="148" rx="36" fill="url(#${face})"/>
<rect x="282" y="170" width="12" height="36" rx="6" fill="${dark}"/>
<text x="200" y="200" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="38" font-weight="600" fill="#fff">10:09</text>
<circle cx="200" cy="236" r="16" fill="none" stroke="#34d399" stroke-width="5" stroke-dasharray="70 40"/>`;
}

export function powerbank(variant: string): string {
  const [light, dark] = bodyColours(variant);
  const body = nextId('pb');
  return `<defs>${linear(body, light, dark)}</defs>
<g transform="rotate(-12 200 200)"><rect x="120" y="60" width="160" height="280" rx="30" fill="url(#${body})" stroke="${dark}" stroke-width="3"/>
<rect x="150" y="80" width="100" height="36" rx="10" fill="#0f172a"/><text x="200" y="106" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="22" font-weight="700" fill="#34d399">100%</text>
<circle cx="170" cy="300" r="6" fill="#34d399"/><circle cx="190" cy="300" r="6" fill="#34d399"/><circle cx="210" cy="300" r="6" fill="#34d399"/><circle cx="230" cy="300" r="6" fill="#64748b"/>
<path d="M200 160 l-22 50 h24 l-10 40 34 -56 h-24 l12 -34 z" fill="#fff" opacity=".75"/></g>`;
}

export function cable(variant: string): string {
  const [, dark] = bodyColours(variant);
  const colour = /white/i.test(variant) ? '#e2e8f0' : dark;
  return `<path d="M120 300 C 60 220, 150 120, 220 160 S 340 260, 280 120" stroke="${colour}" stroke-width="16" fill="none" stroke-linecap="round"/>
<path d="M120 300 C 60 220, 150 120, 220 160 S 340 260, 280 120" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-dasharray="2 10" opacity=".5"/>
<rect x="92" y="292" width="56" height="76" rx="14" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/><rect x="104" y="356" width="32" height="28" rx="6" fill="#94a3b8"/>
<rect x="252" y="56" width="56" height="76" rx="14" fill="#cbd5e1" stroke="#64748b" stroke-width="3" transform="rotate(10 280 94)"/><rect x="266" y="32" width="32" height="28" rx="6" fill="#94a3b8" transform="rotate(10 280 94)"/>`;
}

export function headphones(variant: string): string {
  const [light, dark] = bodyColours(variant);
  const cup = nextId('cup');
  return `<defs>${linear(cup, light, dark)}</defs>
<path d="M92 240 C 92 90, 308 90, 308 240" stroke="${dark}" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M100 236 C 100 110, 300 110, 300 236" stroke="${light}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>
<rect x="60" y="210" width="84" height="130" rx="38" fill="url(#${cup})" stroke="${dark}" stroke-width="4"/><rect x="118" y="226" width="26" height="98" rx="12" fill="#1f2937"/>
<rect x="256" y="210" width="84" height="130" rx="38" fill="url(#${cup})" stroke="${dark}" stroke-width="4"/><rect x="256" y="226" width="26" height="98" rx="12" fill="#1f2937"/>`;
}

export function sunglasses(): string {
  const lens = nextId('lens');
  return `<defs>${linear(lens, '#1e293b', '#7c3aed')}</defs>
<path d="M60 170 h280" stroke="#b45309" stroke-width="10" stroke-linecap="round"/>
<path d="M70 170 C 70 250, 180 260, 186 190 L 186 170 Z" fill="url(#${lens})" stroke="#b45309" stroke-width="8"/>
<path d="M330 170 C 330 250, 220 260, 214 190 L 214 170 Z" fill="url(#${lens})" stroke="#b45309" stroke-width="8"/>
<path d="M186 182 q14 -14 28 0" stroke="#b45309" stroke-width="8" fill="none"/>
<path d="M96 186 l40 -10" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/><path d="M240 186 l40 -10" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>`;
}

export function lipstick(): string {
  return `<rect x="160" y="230" width="80" height="130" rx="10" fill="#111827"/><rect x="160" y="230" width="80" height="18" fill="#d4af37"/>
<rect x="170" y="150" width="60" height="86" rx="6" fill="#d4af37"/><path d="M176 150 L176 90 Q200 60 224 78 L224 150 Z" fill="#be123c"/>
<path d="M186 140 L186 100" stroke="#fff" stroke-width="5" opacity=".35" stroke-linecap="round"/>`;
}

export function plant(kind: 'monstera' | 'bonsai'): string {
  const pot = `<path d="M130 280 h140 l-16 96 h-108 z" fill="#c2410c"/><rect x="120" y="266" width="160" height="24" rx="8" fill="#ea580c"/>`;
  if (kind === 'bonsai') {
    return `${pot}<path d="M200 270 C 196 230, 230 220, 214 180 S 170 150, 190 120" stroke="#78350f" stroke-width="14" fill="none" stroke-linecap="round"/>
<ellipse cx="150" cy="140" rx="60" ry="34" fill="#15803d"/><ellipse cx="250" cy="120" rx="70" ry="38" fill="#16a34a"/><ellipse cx="200" cy="84" rx="56" ry="30" fill="#22c55e"/>`;
  }
  const leaf = (x: number, y: number, r: number, c: string) =>
    `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="48" ry="70" fill="${c}"/><path d="M${x} ${y - 60} V ${y + 60}" stroke="#14532d" stroke-width="4"/><path d="M${x - 48} ${y - 10} h30 M${x + 18} ${y + 10} h30" stroke="#fff" stroke-width="8"/></g>`;
  return `<path d="M200 270 V 170 M200 270 L140 150 M200 270 L262 140" stroke="#166534" stroke-width="8"/>${leaf(140, 130, -30, '#16a34a')}${leaf(262, 120, 30, '#15803d')}${leaf(200, 110, 0, '#22c55e')}${pot}`;
}

/** Picks the drawing for a catalogue product from its subcategory and name. */
export function productKind(name: string, subcategory: string): Kind {
  if (subcategory === 'Smartphone') return 'phone';
  const n = name.toLowerCase();
  if (/case|cover|armor/.test(n)) return 'case';
  if (/buds|airpods/.test(n)) return 'earbuds';
  if (/watch|band/.test(n)) return 'watch';
  if (/headphone/.test(n)) return 'headphones';
  if (/power bank/.test(n)) return 'powerbank';
  if (/cable/.test(n)) return 'cable';
  return 'charger';
}

export function drawProduct(kind: Kind, brand: string, variant: string): string {
  switch (kind) {
    case 'phone':
      return phone(brand, variant);
    case 'case':
      return phoneCase(brand, variant);
    case 'charger':
      return charger(variant);
    case 'earbuds':
      return earbuds(variant);
    case 'watch':
      return watch(variant, BRAND_ACCENT[brand]);
    case 'powerbank':
      return powerbank(variant);
    case 'cable':
      return cable(variant);
    case 'headphones':
      return headphones(variant);
  }
}
