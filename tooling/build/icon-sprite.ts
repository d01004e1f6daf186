// Writes public/icons.svg: one <symbol id="i-NAME"> per icon of schema/icons.json, from @tabler/icons.
import fs from 'node:fs';
import path from 'node:path';
import { iconSymbolId } from '../../src/ui/iconSymbols.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TABLER = path.join(ROOT, 'node_modules/@tabler/icons/icons');
const icons: Record<string, { drawing: string }> = JSON.parse(fs.readFileSync(path.join(ROOT, 'schema/icons.json'), 'utf8'));

const symbols = Object.entries(icons).map(([name, { drawing: file }]) => {
  const [style = 'outline', drawing] = file.includes('/') ? file.split('/') : ['outline', file];
  const svg = fs.readFileSync(path.join(TABLER, style, `${drawing}.svg`), 'utf8');
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s*\n\s*/g, '');
  const paint =
    style === 'filled'
      ? 'fill="currentColor"'
      : 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" ${paint}>${body}</symbol>`;
});
fs.writeFileSync(path.join(ROOT, 'public/icons.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`);
