import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * One of Ant Design's icons (its definition from @ant-design/icons-svg) as a plain inline SVG,
 * 1em square in the text's colour: what `<EyeOutlined />` draws, without the icon package's
 * React components and style injection (the login screen's bundle).
 */
export function PlainIcon({ icon, spin = false }: { icon: IconDefinition; spin?: boolean }) {
  const { attrs, children = [] } = icon.icon as AbstractNode;
  return (
    <span className={spin ? 'bo-icon bo-icon--spin' : 'bo-icon'} aria-hidden="true">
      <svg
        viewBox={attrs.viewBox}
        fillRule={attrs['fill-rule'] as 'evenodd' | undefined}
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
      >
        {children.map((child, index) => (
          <path key={index} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
