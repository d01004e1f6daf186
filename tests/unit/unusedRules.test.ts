// tooling/build/unusedRules.ts: a page no script draws on keeps the style rules its elements can match, and only those.
import { describe, expect, test } from 'vitest';
import { dropUnmatchedRules, pageClasses } from '../../tooling/build/unusedRules.ts';

const classes = new Set(['card', 'title', 'mantine-Button-root']);

describe('dropUnmatchedRules', () => {
  test('keeps the rules whose classes the page has, drops those naming a class it lacks', () => {
    const css = '.card{color:red}.card .title{margin:0}.card .price{margin:1px}.menu{display:grid}p{margin:0}';
    expect(dropUnmatchedRules(css, classes)).toBe('.card{color:red}.card .title{margin:0}p{margin:0}');
  });

  test('keeps the selectors of a list that can match, and drops the list when none can', () => {
    expect(dropUnmatchedRules('.card,.menu,h1{color:red}.menu,.price{color:blue}', classes)).toBe('.card,h1{color:red}');
  });

  test('a class inside a pseudo-class decides nothing: :not(.x) matches where .x is absent', () => {
    const css = '.card:not(.active){opacity:1}:where(.menu,.card) p{margin:0}.title:has(.price){gap:0}';
    expect(dropUnmatchedRules(css, classes)).toBe(css);
  });

  test('drops a media or supports block left empty, and leaves keyframes, font faces and layers alone', () => {
    const css =
      '@media (min-width:48em){.menu{display:flex}}@media (hover:hover){@supports (display:grid){.price{color:red}}}' +
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}@font-face{font-family:x;src:url(x.woff2)}@layer base;' +
      '@media (min-width:62em){.card{padding:0}.menu{padding:1px}}';
    expect(dropUnmatchedRules(css, classes)).toBe(
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}@font-face{font-family:x;src:url(x.woff2)}@layer base;' +
        '@media (min-width:62em){.card{padding:0}}',
    );
  });
});

describe('pageClasses', () => {
  test("reads the elements' classes, not the styles' selectors", () => {
    const html = '<style>.menu{color:red}</style><div class="card  title"><svg class="icon"></svg></div><p>class="x"</p>';
    expect([...pageClasses(html)].sort()).toEqual(['card', 'icon', 'title']);
  });
});
