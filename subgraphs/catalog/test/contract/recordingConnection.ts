import { readFileSync } from 'node:fs';
import {
  BaseConnection,
  type ClientOptions,
  type ConnectionRequestOptions,
  type ConnectionRequestOptionsAsStream,
  type ConnectionRequestParams,
  type ConnectionRequestResponse,
  type ConnectionRequestResponseAsStream,
} from '@elastic/elasticsearch';

/** One HTTP request the official client sent, with its JSON body parsed. */
export interface RecordedRequest {
  method: string;
  path: string;
  querystring: string;
  body: unknown;
}

export interface RecordedAnswer {
  status?: number;
  body?: unknown;
}

/** A hand-written Elasticsearch answer from test/contract/recorded/ (real answers' shape). */
export function recorded(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8'));
}

const HEADERS = {
  'content-type': 'application/json',
  // The client refuses answers of anything but Elasticsearch (its product check).
  'x-elastic-product': 'Elasticsearch',
};

/**
 * Client options whose Connection records every request and answers with `answer`: the official
 * client's serialisation, paths and error handling run as they would against a server.
 */
export function recordingClientOptions(answer: (request: RecordedRequest) => RecordedAnswer): {
  options: ClientOptions;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  class RecordingConnection extends BaseConnection {
    override request(
      params: ConnectionRequestParams,
      options: ConnectionRequestOptions,
    ): Promise<ConnectionRequestResponse>;
    override request(
      params: ConnectionRequestParams,
      options: ConnectionRequestOptionsAsStream,
    ): Promise<ConnectionRequestResponseAsStream>;
    override async request(
      params: ConnectionRequestParams,
      _options?: ConnectionRequestOptions | ConnectionRequestOptionsAsStream,
    ): Promise<ConnectionRequestResponse | ConnectionRequestResponseAsStream> {
      const text =
        typeof params.body === 'string'
          ? params.body
          : Buffer.isBuffer(params.body)
            ? params.body.toString()
            : '';
      const request: RecordedRequest = {
        method: params.method,
        path: params.path,
        querystring: params.querystring ?? '',
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(request);
      const { status = 200, body } = answer(request);
      return { statusCode: status, headers: HEADERS, body: body === undefined ? '' : JSON.stringify(body) };
    }
  }
  return {
    options: { node: 'http://elasticsearch.test:9200', Connection: RecordingConnection, maxRetries: 0 },
    requests,
  };
}
