import { fileURLToPath } from 'node:url';

// Manager avatars: the surname on a coloured circle, as static SVG files served from
// assets/images/managers/ (the image base address of config points there).
export const AVATAR_DIR = fileURLToPath(new URL('../../../assets/images/managers/', import.meta.url));

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function managerAvatarSvg(name: string, colour: string): string {
  const initial = escapeXml(name.slice(0, 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<circle cx="80" cy="80" r="80" fill="${escapeXml(colour)}"/>
<circle cx="80" cy="80" r="72" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif" font-size="68" font-weight="600" fill="#ffffff">${initial}</text>
</svg>
`;
}
