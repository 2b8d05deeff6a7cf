import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { json, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import type { UploadProgress } from '../../store/form-data';
import { byteSize, IMAGE_WIDTHS, imageSrc } from './image-src';
import { ImageInput } from './ImageInput';
import { Picture } from './Picture';

const MB = 1024 * 1024;
const KEY = 'ab'.repeat(32);

function serveLimit(maxFileBytes: number) {
  return mockApi({
    'GET /api/config': () =>
      json({
        publicSiteUrl: 'https://www.example.be',
        limits: {
          maxFileBytes,
          maxImagePixels: 50_000_000,
          maxServiceImages: 1,
          maxAchievementImages: 20,
          jsonBodyBytes: MB,
        },
      }),
  });
}

/** The input as a form holds it: the chosen file, and what it refused. */
function Host({ current, progress }: { current?: string; progress?: UploadProgress }) {
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState('');
  return (
    <>
      <label htmlFor="photo">Foto</label>
      <ImageInput
        id="photo"
        value={file}
        onChange={setFile}
        current={current}
        progress={progress}
        onRefused={setRefused}
      />
      <output aria-label="gekozen">{file?.name ?? ''}</output>
      <output aria-label="geweigerd">{refused}</output>
    </>
  );
}

const zone = () => screen.getByTestId('image-drop-zone');
const drag = (type: 'dragOver' | 'drop', files: File[] = []) =>
  fireEvent[type](zone(), { dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

describe('ImageInput', () => {
  it('shows the current image as a thumbnail until another is chosen', async () => {
    serveLimit(20 * MB);
    await renderWithProviders(<Host current="/api/images/abc" />);
    expect(screen.getByRole('img', { name: 'Huidige afbeelding' })).toHaveAttribute(
      'src',
      '/api/images/abc?size=thumb',
    );
    expect(
      screen.getByText(/Zonder nieuwe keuze blijft de huidige afbeelding/),
    ).toBeInTheDocument();
    // The file input is named by the field's label.
    expect(screen.getByLabelText('Foto')).toHaveAttribute('type', 'file');
  });

  it('takes a file dropped on the preview box, and undoes the choice', async () => {
    serveLimit(20 * MB);
    const { user } = await renderWithProviders(<Host current="/api/images/abc" />);
    drag('dragOver');
    expect(screen.getByText('Laat los om deze afbeelding te gebruiken')).toBeInTheDocument();
    drag('drop', [new File([new Uint8Array(2048)], 'gevel.png', { type: 'image/png' })]);

    expect(screen.getByRole('status', { name: 'gekozen' })).toHaveTextContent('gevel.png');
    expect(screen.getByText('gevel.png (2 kB)')).toBeInTheDocument();
    expect(screen.queryByText('Laat los om deze afbeelding te gebruiken')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Huidige afbeelding' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Keuze ongedaan maken/ }));
    expect(screen.getByRole('status', { name: 'gekozen' })).toHaveTextContent('');
    expect(screen.getByRole('img', { name: 'Huidige afbeelding' })).toBeInTheDocument();
  });

  it('refuses a file larger than the server takes, and one that is no image, before any upload', async () => {
    const { requests } = serveLimit(5 * MB);
    await renderWithProviders(<Host />);
    await waitFor(() => expect(screen.getByText(/tot 5 MB\./)).toBeInTheDocument());

    drag('drop', [new File([new Uint8Array(6 * MB)], 'groot.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByRole('status', { name: 'geweigerd' })).toHaveTextContent(
      'Dit bestand is groter dan 5 MB.',
    );
    drag('drop', [new File(['%PDF'], 'offerte.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('status', { name: 'geweigerd' })).toHaveTextContent(
      'Dit bestand is geen afbeelding.',
    );
    expect(screen.getByRole('status', { name: 'gekozen' })).toHaveTextContent('');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/config']);
  });

  it('shows an upload in progress, then its processing', async () => {
    serveLimit(20 * MB);
    const { rerender } = await renderWithProviders(
      <Host progress={{ loaded: 3 * MB, total: 4 * MB }} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Afbeelding versturen: 75%')).toBeInTheDocument();
    rerender(<Host progress={{ loaded: 4 * MB, total: 4 * MB }} />);
    expect(screen.getByText('Afbeelding verwerken…')).toBeInTheDocument();
  });
});

describe('Picture and image addresses', () => {
  it('shows an address, its thumbnail where small, or a neutral placeholder', async () => {
    serveLimit(20 * MB);
    await renderWithProviders(
      <>
        <Picture image="/api/images/k1" alt="Dak" sizes="40vw" />
        <Picture image="/api/images/k2" alt="Gevel" size="thumb" sizes="96px" />
        <Picture image="" alt="Leeg" sizes="96px" />
        <Picture image={`/api/images/${KEY}`} alt="Raam" size="thumb" sizes="176px" />
        <Picture image="data:image/png;base64,AAAA" alt="Data" sizes="176px" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Dak' })).toHaveAttribute('src', '/api/images/k1');
    expect(screen.getByRole('img', { name: 'Gevel' })).toHaveAttribute(
      'src',
      '/api/images/k2?size=thumb',
    );
    expect(screen.getByRole('img', { name: 'Geen afbeelding' })).toHaveClass('bo-picture--none');
    // An image the API serves by key offers every width it is scaled to; the box's width says
    // which one the browser takes.
    const window = screen.getByRole('img', { name: 'Raam' });
    expect(window).toHaveAttribute('src', `/api/images/${KEY}?size=thumb`);
    expect(window).toHaveAttribute('sizes', '176px');
    expect(window.getAttribute('srcset')?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `/api/images/${KEY}?w=${width} ${width}w`),
    );
    // A data URL has no widths; neither has an address that is not an image key.
    expect(screen.getByRole('img', { name: 'Data' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Dak' })).not.toHaveAttribute('srcset');
  });

  it('offers the widths the API serves', () => {
    const openapi = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../../openapi.json'), 'utf8'),
    ) as {
      paths: Record<
        string,
        { get: { parameters: { name: string; schema: { enum?: number[] } }[] } }
      >;
    };
    const w = openapi.paths['/api/images/{key}'].get.parameters.find((p) => p.name === 'w');
    expect(w?.schema.enum).toEqual([...IMAGE_WIDTHS]);
  });

  it('leaves data URLs alone and reads sizes as people do', () => {
    expect(imageSrc('data:image/png;base64,AAAA', 'thumb')).toBe('data:image/png;base64,AAAA');
    expect(imageSrc(null)).toBeNull();
    expect(imageSrc('/api/images/k?v=1', 'thumb')).toBe('/api/images/k?v=1&size=thumb');
    expect(byteSize(20 * MB)).toBe('20 MB');
    expect(byteSize(3.5 * MB)).toBe('3,5 MB');
    expect(byteSize(180 * 1024)).toBe('180 kB');
    expect(byteSize(512)).toBe('512 B');
  });
});
