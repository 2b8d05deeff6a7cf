import { render } from '@testing-library/react';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../test/hostile-inputs';
import { RichText } from './RichText';

describe('RichText', () => {
  it('shows the allowed markup', () => {
    const { container } = render(
      <RichText
        html={
          '<h2>Titel</h2><p><b>vet</b> <strong>sterk</strong><br>' +
          '<span style="color:#0f8a8a">teal</span> <a href="https://example.be">site</a> ' +
          '<a href="mailto:info@example.be" target="_self">mail</a></p>'
        }
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('bo-rich-text');
    expect(root.querySelector('h2')).toHaveTextContent('Titel');
    expect(root.querySelector('b')).toHaveTextContent('vet');
    expect(root.querySelector('strong')).toHaveTextContent('sterk');
    expect(root.querySelector('br')).not.toBeNull();
    expect(root.querySelector('span')).toHaveAttribute('style', 'color:#0f8a8a');
    const links = root.querySelectorAll('a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[1]).toHaveAttribute('href', 'mailto:info@example.be');
  });

  test.each(HOSTILE_INPUTS)('$name: nothing dangerous reaches the page', (hostile) => {
    const { container } = render(<RichText html={hostile.input} />);
    const shown = (container.firstElementChild as HTMLElement).innerHTML.toLowerCase();
    for (const piece of hostile.mustNotSurvive) expect(shown).not.toContain(piece.toLowerCase());
    expect(container).toHaveTextContent(HOSTILE_TEXT);
    for (const element of container.querySelectorAll('script, img, iframe, svg, style, object')) {
      throw new Error(`${element.tagName} reached the page`);
    }
  });

  it('passes other props to its element and can be compact', () => {
    const { container } = render(<RichText html="x" compact lang="nl" className="extra" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('bo-rich-text', 'bo-rich-text--compact', 'extra');
    expect(root).toHaveAttribute('lang', 'nl');
  });
});
