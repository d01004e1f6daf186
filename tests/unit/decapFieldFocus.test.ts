// Contract: docs/framework-contracts.md#decap-field-focus
// What click-to-edit (src/admin/fieldFocus.ts) relies on in Decap's controls, read from the sources the editor is
// built from: this fails first when a Decap update changes them (tests/editor/clickToEdit.spec.ts then shows how).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const app = createRequire(import.meta.url).resolve('decap-cms-app/package.json');
/** A file of a Decap package, as the editor's build resolves it from decap-cms-app. */
function source(pkg: string, file: string): string {
  const manifest = createRequire(app).resolve(`${pkg}/package.json`);
  return fs.readFileSync(path.join(path.dirname(manifest), file), 'utf8');
}

describe("Decap's controls, as click-to-edit uses them", () => {
  test('a list opens the item of a path and hands the rest of the path to it; its items are keyed by state.keys', () => {
    const list = source('decap-cms-widget-list', 'src/ListControl.js');
    expect(list).toMatch(/focus\(path\) \{\s+const \[index, \.\.\.remainingPath\] = path\.split\('\.'\);/);
    expect(list).toMatch(/const key = this\.state\.keys\[index\];/);
    // The controls inside an item get the list's id, then the item's key, in their parentIds.
    expect(list).toMatch(/\(parentIds, forID, key\) => \[\.\.\.parentIds, forID, key\]/);
    expect(list).toMatch(/parentIds=\{this\.getStableParentIds\(parentIds, forID, key\)\}/);
  });

  test('an object opens and hands the rest of the path to its field', () => {
    const object = source('decap-cms-widget-object', 'src/ObjectControl.js');
    expect(object).toMatch(/focus\(path\) \{\s+if \(this\.state\.collapsed\)/);
    expect(object).toMatch(/field\.focus\(remainingPath\.join\('\.'\)\)/);
  });

  test("a field's control calls the widget's own focus(path); its label, for its id, sits in the top bar beside it", () => {
    const widget = source('decap-cms-core', 'src/components/Editor/EditorControlPane/Widget.js');
    expect(widget).toMatch(/this\.innerWrappedControl\.focus\(path\)/);
    expect(widget).toMatch(/forID: uniqueFieldId/);
    const control = source('decap-cms-core', 'src/components/Editor/EditorControlPane/EditorControl.js');
    expect(control).toMatch(/htmlFor=\{uniqueFieldId\}/);
    const container = control.slice(control.indexOf('<ControlContainer'), control.indexOf('</ControlContainer>'));
    const topbar = container.slice(container.indexOf('<ControlTopbar>'), container.indexOf('</ControlTopbar>'));
    expect(topbar).toContain('<LabelComponent');
    expect(container).toMatch(/<\/ControlTopbar>\s*<Widget/);
  });

  // decap-cms issue #7383: once Decap files each container's fields under that container alone, this fails, and
  // src/admin/checked.tsx can stop taking `controlRef` away from the containers it wraps.
  test('an object and a list hand the controlRef they are given to the controls inside them (the editor takes it away)', () => {
    const object = source('decap-cms-widget-object', 'src/ObjectControl.js');
    expect(object).toMatch(/processControlRef = ref => \{[^}]*this\.childRefs\[name\] = ref;\s+this\.props\.controlRef\?\.\(ref\);/);
    expect(object).toContain('controlRef={this.processControlRef}');
    const list = source('decap-cms-widget-list', 'src/ListControl.js');
    expect(list).toMatch(/processControlRef = ref => \{[\s\S]{0,200}?this\.props\.controlRef\?\.\(this\);/);
    expect(list).toMatch(/ref=\{this\.processControlRef\}\s+controlRef=\{controlRef\}/);
    // Decap's Widget gives its own ref (the container's, to the object above) through its own prop, and hands the prop on.
    const widget = source('decap-cms-core', 'src/components/Editor/EditorControlPane/Widget.js');
    expect(widget).toMatch(/if \(this\.props\.controlRef\) \{\s+this\.props\.controlRef\(this\);/);
    expect(widget).toMatch(/createElement\(controlComponent, \{[^}]*\bcontrolRef,/);
  });

  test('the Markdown editor draws a Slate editor per mode, the raw one a block per line, and takes focus() with no place', () => {
    const control = source('decap-cms-widget-markdown', 'src/MarkdownControl/index.js');
    expect(control).toContain('<div className="cms-editor-visual" ref={this.processRef}>');
    expect(control).toContain('<div className="cms-editor-raw" ref={this.processRef}>');
    expect(control).toMatch(/focus\(\) \{\s+this\.setState\(\{ pendingFocus: true \}\);/);
    const raw = source('decap-cms-widget-markdown', 'src/MarkdownControl/RawEditor.js');
    expect(raw).toContain("props.value.split('\\n').map(line => defaultEmptyBlock(line))");
    expect(raw).toContain('<Editable');
  });

  test("Decap's sync scrolling is on unless its localStorage key says 'false' (the editor starts with it off)", () => {
    const editor = source('decap-cms-core', 'src/components/Editor/EditorInterface.js');
    expect(editor).toContain("const SCROLL_SYNC_ENABLED = 'cms.scroll-sync-enabled';");
    expect(editor).toContain("scrollSyncEnabled: localStorage.getItem(SCROLL_SYNC_ENABLED) !== 'false'");
    // The preview pane syncs only when the toggle is on.
    expect(editor).toMatch(/<ScrollSync enabled=\{this\.state\.scrollSyncEnabled\}>/);
  });
});
