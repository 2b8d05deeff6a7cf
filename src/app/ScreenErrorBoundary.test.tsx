import { render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ScreenErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error on the console, and so does the boundary: both expected.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  test('a screen that throws shows a Dutch message with a reload button instead of nothing', () => {
    render(
      <ScreenErrorBoundary resetKey="/chats">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Dit scherm kon niet getoond worden');
    expect(screen.getByRole('button', { name: 'Pagina opnieuw laden' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  test('another route (a new reset key) renders its screen again', () => {
    const view = render(
      <ScreenErrorBoundary resetKey="/chats">
        <Broken />
      </ScreenErrorBoundary>,
    );
    view.rerender(
      <ScreenErrorBoundary resetKey="/cms/language">
        <p>Taal</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Taal')).toBeInTheDocument();
  });
});
