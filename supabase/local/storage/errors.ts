/**
 * Storage API errors as supabase/storage renders them: the real status lives
 * in the body's `statusCode` (a string), while the HTTP status is 400 for every
 * client error (a legacy choice Supabase keeps) and 500 for server faults.
 */
export class StorageError extends Error {
  constructor(
    /** The semantic status, rendered as the body's `statusCode`. */
    readonly statusCode: number,
    readonly code: string,
    /** The legacy `error` field; storage falls back to the code when it has none. */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  toJSON() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }

  toResponse(): Response {
    return Response.json(this.toJSON(), { status: this.httpStatus });
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string, detail = 'is not supported') =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} ${detail}`),
  badRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  internal: () => new StorageError(500, 'InternalError', 'internal', 'Internal Server Error'),
};

interface PgErrorLike {
  code?: unknown;
}

/**
 * Rethrows a failure of work run as the caller's role the way storage answers
 * it: RLS and grant denials are 403s, unique violations 409s. Storage errors
 * pass through; anything else is not the caller's fault and stays a 500.
 */
export function rethrowAsStorageError(error: unknown): never {
  if (error instanceof StorageError) throw error;
  const code = (error as PgErrorLike | null)?.code;
  if (code === '42501') throw storageErrors.accessDenied('new row violates row-level security policy');
  if (code === '23505') throw storageErrors.duplicate();
  throw error;
}
