// Writes edited data back into a YAML text without touching what did not change: the `yaml` package's Document
// keeps comments, key order, quoting and blank lines, and each changed value is set in place, in its own style.
// Decap's own YAML format writes the whole file anew (comments dropped, long lines folded at 80 characters).
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';

/** How the content's files are written: long texts on one line (a quoted text keeps its \n escapes), `[a, b]` without inner spaces. */
export const WRITE_OPTIONS = { lineWidth: 0, flowCollectionPadding: false, doubleQuotedAsJSON: true } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** An empty value: what an untouched empty field of the editor holds (`''`), what an empty YAML key holds (null). */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Same data, whatever the way it is written: the node is then left exactly as it is. */
function same(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return a === b;
}

const valueOf = (node: unknown): unknown => (node && typeof node === 'object' && 'toJSON' in node ? (node as Node).toJSON() : node);

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** The node for `value`, reusing `node` (its style, its comments) wherever the data allows. */
function merge(doc: Document, node: unknown, value: unknown): unknown {
  if (same(valueOf(node), value)) return node;
  if (isScalar(node) && !Array.isArray(value) && !isPlainObject(value)) {
    (node as Scalar).value = value;
    return node;
  }
  if (isMap(node) && isPlainObject(value)) {
    mergeMap(doc, node, value);
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = mergeItems(doc, node.items, value) as never;
    return node;
  }
  return doc.createNode(value);
}

const typeOf = (value: unknown) => (isPlainObject(value) ? value.type : undefined);

/**
 * A list's items for `values`: an item that moved keeps its node as it is (key order, `[a, b]`, comments), so a
 * reorder changes only the lines that moved. An edited item takes the node at its place (or one of its type), and
 * only its changed values are rewritten; a new item gets a new node.
 */
function mergeItems(doc: Document, nodes: readonly unknown[], values: readonly unknown[]): unknown[] {
  const olds = nodes.map(valueOf);
  const used = new Set<number>();
  const kept = values.map((value) => {
    const index = olds.findIndex((old, i) => !used.has(i) && same(old, value));
    if (index >= 0) used.add(index);
    return index;
  });
  return values.map((value, i) => {
    const index = kept[i] ?? -1;
    if (index >= 0) return nodes[index];
    const free = (at: number) => at >= 0 && at < nodes.length && !used.has(at);
    const ofType =
      free(i) && typeOf(olds[i]) === typeOf(value) ? i : olds.findIndex((old, at) => free(at) && typeOf(old) === typeOf(value));
    const partner = ofType >= 0 ? ofType : free(i) ? i : -1;
    if (partner < 0) return doc.createNode(value);
    used.add(partner);
    return merge(doc, nodes[partner], value);
  });
}

function mergeMap(doc: Document, map: YAMLMap, value: Record<string, unknown>) {
  // A key the edited data no longer has goes, unless it held nothing: an empty key the editor never showed stays.
  map.items = map.items.filter((pair) => value[keyOf(pair)] !== undefined || isBlank(isScalar(pair.value) ? pair.value.value : pair.value));
  for (const pair of map.items) {
    const key = keyOf(pair);
    if (value[key] !== undefined) pair.value = merge(doc, pair.value, value[key]) as never;
  }
  // A new key goes after the key written before it in the edited data, as the editor orders its fields.
  let after = -1;
  for (const [key, item] of Object.entries(value)) {
    const index = map.items.findIndex((pair) => keyOf(pair) === key);
    if (index >= 0) {
      after = index;
      continue;
    }
    if (isBlank(item)) continue;
    map.items.splice(after + 1, 0, doc.createPair(key, item) as never);
    after += 1;
  }
}

/**
 * `source` with the values of `data` written in: the lines of unchanged fields stay as they were, comments included.
 * Keys absent from `data` are removed, new keys are added after their neighbours.
 */
export function updateYaml(source: string, data: Record<string, unknown>): string {
  const doc = parseDocument(source);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return newYaml(data);
  mergeMap(doc, doc.contents, data);
  return doc.toString(WRITE_OPTIONS);
}

/** A new YAML text for `data`, its top-level keys in `order` first. */
export function newYaml(data: Record<string, unknown>, order: readonly string[] = []): string {
  const keys = [...order.filter((key) => key in data), ...Object.keys(data).filter((key) => !order.includes(key))];
  const sorted = Object.fromEntries(keys.filter((key) => !isBlank(data[key])).map((key) => [key, data[key]]));
  return new Document(sorted).toString(WRITE_OPTIONS);
}
