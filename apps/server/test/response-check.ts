import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components?: unknown;
};

const COMPONENTS = 'openapi-components';

/**
 * Checks answers against the OpenAPI document: the operation of a method and URL must declare the status, and the
 * body must match that status's schema. Returns the problem, or null; URLs of no operation are not checked.
 */
export function makeResponseCheck(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: COMPONENTS, components: document.components });
  // Literal paths first, so /tests/filters is not read as /tests/{id}.
  const templates = Object.keys(document.paths)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  const compiled = new Map<string, ValidateFunction>();

  return (method: string, url: string, status: number, body: unknown): string | null => {
    const path = url.split('?')[0] ?? url;
    const template = templates.find((t) => t.pattern.test(path) && document.paths[t.path]?.[method.toLowerCase()]);
    if (!template) return null;
    // Fastify refuses a path parameter over its length limit (414) before routing: no operation answered.
    if (status === 414) return null;
    const where = `${method} ${template.path}`;
    const response = document.paths[template.path]?.[method.toLowerCase()]?.responses?.[String(status)];
    if (!response) return `${where} answered ${status}, a status its operation does not declare`;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return null;
    const key = `${where} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const text = JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS}#/components/`);
      validate = ajv.compile(JSON.parse(text));
      compiled.set(key, validate);
    }
    if (validate(body)) return null;
    return `${where} answered ${status} with a body off its schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  };
}
