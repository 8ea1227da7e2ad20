// The parts of an OpenAPI 3.1 document this exporter writes; schemas are plain JSON Schema 2020-12 objects.
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  style?: 'form' | 'deepObject';
  explode?: boolean;
  schema: JsonSchema;
}

export interface Reference {
  $ref: string;
}

export interface Response {
  description: string;
  content?: Record<string, { schema: JsonSchema | Reference }>;
}

export interface RequestBody {
  required: boolean;
  content: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Reference>;
  security?: Record<string, string[]>[];
  'x-wp-capability'?: string;
  'x-wp-allow-batch'?: boolean;
}

export type PathItem = { parameters?: Parameter[] } & Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}
