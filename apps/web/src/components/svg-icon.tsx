import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import './svg-icon.css';

// Ant Design's icons drawn from their plain SVG definitions (@ant-design/icons-svg), with the markup and classes of
// @ant-design/icons (span.anticon > svg, 1em, currentColor), but none of its runtime: no context, no style
// injection, nothing beyond the paths of the icons a page uses. Public pages load no Ant Design at all.
export interface SvgIconProps {
  className?: string;
  style?: CSSProperties;
  title?: string;
  'aria-hidden'?: boolean;
  'aria-label'?: string;
}

// SVG attribute names as React spells them (fill-rule → fillRule).
const reactName = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function renderNode(node: AbstractNode, key: number | undefined, root: boolean, name: string): ReactElement {
  const attrs: Record<string, unknown> = { key };
  for (const [attr, value] of Object.entries(node.attrs)) attrs[reactName(attr)] = value;
  if (root) Object.assign(attrs, { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, 'data-icon': name });
  return createElement(
    node.tag,
    attrs,
    node.children?.map((child, index) => renderNode(child, index, false, name)),
  );
}

export function iconOf(definition: IconDefinition) {
  if (typeof definition.icon === 'function') throw new Error(`two-tone icon ${definition.name} is not supported`);
  const svg = definition.icon;
  const { name } = definition;
  function SvgIcon({ className, 'aria-label': label, ...rest }: SvgIconProps) {
    return (
      <span role="img" aria-label={label ?? name} className={`anticon anticon-${name}${className ? ` ${className}` : ''}`} {...rest}>
        {renderNode(svg, undefined, true, name)}
      </span>
    );
  }
  SvgIcon.displayName = `${definition.name}-${definition.theme}`;
  return SvgIcon;
}
