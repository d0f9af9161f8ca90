/**
 * Checks one HTTP exchange against the published contract (spec/admin-api.openapi.yaml, the
 * project's own copy of Mintlify's published contract), so the emulator cannot drift from it and the action cannot send what the
 * service would reject.
 *
 * Library: openapi-backend. It routes method + path to an operation (templated paths, path
 * parameters) and compiles Ajv 8 validators for parameters, request bodies and per-status response
 * bodies; it is framework-agnostic (no Express), works offline from a parsed document, is maintained
 * (releases through 2025, Node >= 20) and loads from ESM on Node 24 as a CommonJS default export.
 * Ajv 8 implements OpenAPI 3.0's `nullable: true` keyword. What the library leaves open is checked
 * here: a documented status, the response media type, the bearer credential and a body that is JSON.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { OpenAPIBackend, type Document, type ValidationResult } from 'openapi-backend'
import { parse } from 'yaml'

export const CONTRACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../spec/admin-api.openapi.yaml'
)

export interface Exchange {
  method: string
  /** Path and query, as on the request line. */
  path: string
  headers: Record<string, string | string[] | undefined>
  /** The request body: parsed JSON, or the raw text when it was not JSON. */
  body?: unknown
  /** Omitted: the answer was not a normal one (an injected fault), so only the request is checked. */
  status?: number
  responseBody?: unknown
  /** Content-Type of the answer; checked when given. */
  responseContentType?: string
}

export interface Contract {
  /** Every way the exchange departs from the contract, as readable sentences; empty when it conforms. */
  validateExchange(exchange: Exchange): string[]
}

// 401 and 403 apply to every call (the security scheme and the REST API introduction describe
// them), even where an operation does not list them: `x-errors-not-in-endpoint-spec` in the spec.
type ErrorObject = NonNullable<ValidationResult['errors']>[number]

const GENERIC_STATUSES = ['401', '403']

// Without ajv-formats, Ajv ignores `format`; these two are all the contract uses. Hand-written
// because ajv-formats would bring a second Ajv copy that is not the instance openapi-backend uses.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i

const loaded = new Map<string, Promise<Contract>>()

/** Loads and compiles the contract once per file; later calls share it. */
export function loadContract(file: string = CONTRACT_FILE): Promise<Contract> {
  let contract = loaded.get(file)
  if (!contract) {
    contract = compile(file)
    loaded.set(file, contract)
  }
  return contract
}

async function compile(file: string): Promise<Contract> {
  const definition = parse(await readFile(file, 'utf8')) as Document
  const api = new OpenAPIBackend({
    definition,
    validate: true,
    strict: true,
    // Every departure at once, not only the first: a report should show the whole drift.
    ajvOpts: { allErrors: true },
    customizeAjv: (ajv) =>
      ajv
        .addFormat(
          'date-time',
          (value: string) => DATE_TIME.test(value) && !isNaN(Date.parse(value))
        )
        .addFormat('uri', (value: string) => URL.canParse(value))
  })
  await api.init()

  // A validator that throws (a malformed %-escape in a path) must not take the emulator down with it.
  const validateExchange = (exchange: Exchange): string[] => {
    try {
      return check(exchange)
    } catch (error) {
      return [
        `${exchange.method} ${exchange.path}: cannot be checked against the contract: ${String(error)}`
      ]
    }
  }

  const check = (exchange: Exchange): string[] => {
    const where = `${exchange.method} ${exchange.path}`
    const violations: string[] = []
    const request = {
      method: exchange.method,
      path: exchange.path,
      headers: flatten(exchange.headers),
      body: exchange.body
    }
    const operation = api.router.matchOperation(request)
    if (!operation) return [`${where}: no operation of the contract has this method and path`]
    const id = operation.operationId ?? where

    // Request side.
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      violations.push(`${where} (${id}): request lacks the 'Authorization: Bearer <key>' header`)
    }
    if (
      exchange.body !== undefined &&
      mediaType(request.headers['content-type']) !== 'application/json'
    ) {
      violations.push(
        `${where} (${id}): request body sent as '${request.headers['content-type'] ?? 'no content-type'}', not application/json`
      )
    }
    if (exchange.body !== undefined && typeof exchange.body !== 'object') {
      violations.push(`${where} (${id}): request body is not JSON`)
    } else {
      const result = api.validator.validateRequest(request, operation)
      for (const error of result.errors ?? []) {
        violations.push(`${where} (${id}): request ${describe(error)}`)
      }
    }

    // Response side.
    if (exchange.status === undefined) return violations
    const status = String(exchange.status)
    // Response $refs are resolved by init(), so each entry is a response object.
    const responses = (operation.responses ?? {}) as Record<string, { content?: object }>
    const documented = responses[status]
    if (!documented && !GENERIC_STATUSES.includes(status)) {
      violations.push(
        `${where} (${id}): status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`
      )
      return violations
    }
    const declared = Object.keys(documented?.content ?? { 'application/json': {} })
    const sent = mediaType(exchange.responseContentType)
    if (exchange.responseContentType !== undefined && !declared.includes(sent)) {
      violations.push(
        `${where} (${id}): ${status} answered as '${sent}', documented: ${declared.join(', ')}`
      )
    }
    if (documented) {
      const result = api.validator.validateResponse(
        exchange.responseBody,
        operation,
        exchange.status
      )
      for (const error of result.errors ?? []) {
        violations.push(`${where} (${id}): ${status} body ${describe(error)}`)
      }
    } else if (!isErrorBody(exchange.responseBody)) {
      violations.push(`${where} (${id}): ${status} body is not an ErrorBody ({ error: string })`)
    }
    return violations
  }
  return { validateExchange }
}

function describe(error: ErrorObject): string {
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues
  return `${error.instancePath || '/'} ${error.message ?? error.keyword}${allowed ? `: ${allowed.join(', ')}` : ''}`
}

function flatten(headers: Exchange['headers']): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const error = (body as { error?: unknown }).error
  return error === undefined || typeof error === 'string'
}
