import type { OpenApiDocument } from './openapi';

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) => `<pre>${html(JSON.stringify(value, null, 2))}</pre>`;

/**
 * /api/docs: the OpenAPI document as one readable HTML page, made on the server: no script, no
 * inline style, nothing fetched from elsewhere, so it works offline and under the site's Content
 * Security Policy. Each route with its access, parameters, body and answers.
 */
export function openApiPage(doc: OpenApiDocument): string {
  const rows: string[] = [];
  const sections: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(operations)) {
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
      const access =
        op['x-access'] === 'public' ? 'public' : `${op['x-access']} (${(op['x-roles'] ?? []).join(', ')})`;
      rows.push(
        `<tr><td>${method.toUpperCase()}</td><td><a href="#${id}"><code>${html(path)}</code></a></td><td>${html(access)}</td></tr>`,
      );
      const parts = [
        `<h2 id="${id}">${method.toUpperCase()} <code>${html(path)}</code></h2>`,
        `<p>Access: <strong>${html(access)}</strong>${op['x-access'] === 'public' ? '' : ' (send the session token in x-access-token)'}</p>`,
      ];
      if (op.parameters)
        parts.push(
          `<h3>Parameters</h3><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${op.parameters
            .map(
              (p) =>
                `<tr><td><code>${html(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${html(JSON.stringify(p.schema))}</code></td></tr>`,
            )
            .join('')}</table>`,
        );
      if (op.requestBody)
        parts.push(`<h3>Body (JSON)</h3>${json(op.requestBody.content['application/json'].schema)}`);
      parts.push('<h3>Answers</h3>');
      for (const [code, response] of Object.entries(op.responses)) {
        const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
        const schema = type === 'application/json' ? media?.schema : undefined;
        parts.push(
          schema
            ? `<details><summary>${code}: ${html(response.description)}</summary>${json(schema)}</details>`
            : `<p>${code}: ${html(response.description)}${type ? ` (${html(type)})` : ''}</p>`,
        );
      }
      if (op['x-undocumented'])
        parts.push(`<p>Not described: ${op['x-undocumented'].map(html).join('; ')}</p>`);
      sections.push(`<section>${parts.join('\n')}</section>`);
    }
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(doc.info.title)}</title></head>
<body>
<main>
<h1>${html(doc.info.title)}</h1>
<p>${html(doc.info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}). How to use the public data: <a href="/using-the-data">Using the data</a>.</p>
<table>
<caption>Routes</caption>
<tr><th scope="col">method</th><th scope="col">path</th><th scope="col">access</th></tr>
${rows.join('\n')}
</table>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
