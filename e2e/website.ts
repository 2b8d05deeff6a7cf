import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the company's website: plain HTML pages on other origins that embed the chat
 * widget with its one line, as a real site would. The company's own site is in WIDGET_ORIGINS;
 * the other one is not, so its page must not be able to frame the widget.
 */
export interface Website {
  origin: string;
  close(): Promise<void>;
}

const page = (backOffice: string, title: string, lang: string) => `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <style>
    /* Hostile host styles: the widget must look the same whatever the page does. */
    * { font-family: "Comic Sans MS", cursive !important; }
    button { background: hotpink !important; border: 5px dashed lime !important; }
    iframe { border: 10px solid red; }
    body { margin: 0; padding: 2rem; background: #fafaf5; }
  </style>
</head>
<body>
  <h1>${title}</h1>
  <p>Dakwerken, renovatie en isolatie in Gent en omstreken.</p>
  <script src="${backOffice}/widget.js" defer></script>
</body>
</html>`;

/**
 * Serves the site's pages (`/` Dutch, `/en` English) at a free loopback port, named by `host`
 * (`localhost`: another site than the back office's 127.0.0.1, as a real website is). The back
 * office's address is asked for each page: the site starts first, since the back office must
 * know the site's origin (WIDGET_ORIGINS) when it starts.
 */
export function startWebsite(
  host: string,
  backOffice: () => string,
  title: string,
): Promise<Website> {
  const server = http.createServer((request, response) => {
    const english = request.url?.startsWith('/en');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(backOffice(), title, english ? 'en' : 'nl-BE'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
