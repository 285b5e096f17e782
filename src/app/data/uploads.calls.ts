import {
  type DeleteUploadsResult,
  deleteUploadsResultSchema,
  UPLOAD_FIELD,
  type UploadedFile,
  type UploadLimits,
  uploadLimitsSchema,
  uploadResultSchema,
} from '../../contract/api/uploads.api.ts';
import { type ApiRequestError, apiGet, apiRequest, NetworkError } from './api.ts';
import { errorFromResponse } from './api-errors.ts';
import { requestHeaders } from './request-headers.ts';
import { currentAccessToken, loseSession, tokenAfterUnauthorized } from './token-refresh.ts';

/** Spec §7 uploads: what the server accepts, sending files with progress, removing them. */

export function fetchUploadLimits(signal?: AbortSignal): Promise<UploadLimits> {
  return apiGet('upload/limits', uploadLimitsSchema, { signal });
}

export interface UploadOptions {
  /** Share of the body sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * Sends files as multipart (field `files`) through XMLHttpRequest, the one browser API that
 * reports upload progress. The headers are the API client's; a 401 renews the session once and
 * sends again, as apiRequest does.
 */
export async function uploadFiles(
  kind: 'images' | 'files',
  files: readonly File[],
  options: UploadOptions = {},
): Promise<UploadedFile[]> {
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_FIELD, file, file.name);
  let token = await currentAccessToken();
  let answer = await send(`/api/upload/${kind}`, body, token, options);
  if (answer.status === 401 && token) {
    token = await tokenAfterUnauthorized(token);
    answer = await send(`/api/upload/${kind}`, body, token, options);
    if (answer.status === 401) {
      loseSession();
      throw toError(answer);
    }
  }
  if (answer.status !== 201) throw toError(answer);
  return uploadResultSchema.parse(JSON.parse(answer.text)).files;
}

function send(url: string, body: FormData, token: string | null, options: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    for (const [name, value] of Object.entries(requestHeaders(token, false)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function toError(answer: XhrAnswer): ApiRequestError {
  let json: unknown = null;
  try {
    json = JSON.parse(answer.text);
  } catch {
    // Not one of our error bodies (a proxy's page): errorFromResponse falls back to the status.
  }
  return errorFromResponse(
    new Response(null, { status: answer.status, statusText: answer.statusText }),
    json,
  );
}

/** Removes stored files of the tenant; files the server does not know come back in `unknown`. */
export function deleteUploads(urls: readonly string[]): Promise<DeleteUploadsResult> {
  return apiRequest('DELETE', 'upload', deleteUploadsResultSchema, { body: { files: urls } });
}
