import { escapeUTF8 } from 'entities';

/**
 * An XML element to render: its qualified name, attributes, and either text or children. A
 * document is a handful of fixed shapes, so a tree of plain objects rendered by one function is
 * clearer than a builder library; the text is escaped by `entities`.
 */
export interface XmlElement {
  name: string;
  attributes?: Readonly<Record<string, string>>;
  text?: string;
  children?: readonly (XmlElement | null)[];
}

/** An element with text. */
export function leaf(
  name: string,
  text: string,
  attributes?: Readonly<Record<string, string>>,
): XmlElement {
  return attributes ? { name, text, attributes } : { name, text };
}

/** An element with children; `null` children are left out (optional parts). */
export function node(
  name: string,
  children: readonly (XmlElement | null)[],
  attributes?: Readonly<Record<string, string>>,
): XmlElement {
  return attributes ? { name, children, attributes } : { name, children };
}

const indentUnit = '    ';

/**
 * The element as XML, indented by four spaces a level as ZATCA's samples are. The indentation is
 * part of what is hashed (C14N keeps whitespace), so it must never change between the rendering
 * that is hashed and the one that is published: both come from this function.
 */
export function renderXml(element: XmlElement, depth = 0): string {
  const indent = indentUnit.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeUTF8(value)}"`)
    .join('');
  const open = `${indent}<${element.name}${attributes}`;
  if (element.text !== undefined) {
    return `${open}>${escapeUTF8(element.text)}</${element.name}>`;
  }
  const children = (element.children ?? []).filter((child) => child !== null);
  if (children.length === 0) return `${open}/>`;
  const inner = children.map((child) => renderXml(child, depth + 1)).join('\n');
  return `${open}>\n${inner}\n${indent}</${element.name}>`;
}
