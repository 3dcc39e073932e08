import path from 'node:path';
import { importEndpoints } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { asUploadRefusal, MAX_MULTIPART_FILE_BYTES, readPartBytes } from '../../platform/upload.ts';
import { type ImportFileInput, runImport } from './import.service.ts';
import { ImportFailedError, problem } from './import-problems.ts';

const FILE_TOO_LARGE = `Each CSV file may be at most ${MAX_MULTIPART_FILE_BYTES / 1024 / 1024} MB.`;

/** Every file part of the multipart body; a part is named by its file name (or else its field name). */
async function readUploadedFiles(request: FastifyRequest): Promise<ImportFileInput[]> {
  if (!request.isMultipart()) {
    throw new ImportFailedError([problem('upload', 0, '*', 'send the CSV files as multipart/form-data')]);
  }
  const files: ImportFileInput[] = [];
  try {
    for await (const part of request.files()) {
      const name = part.filename ? path.basename(part.filename) : part.fieldname;
      files.push({ name, content: await readPartBytes(part, FILE_TOO_LARGE) });
    }
  } catch (error) {
    throw asUploadRefusal(error);
  }
  return files;
}

export function registerImportEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  handleEndpoint(app, importEndpoints.upload, async ({ user, request }) =>
    runImport({ db, user }, { files: await readUploadedFiles(request), via: 'api' }),
  );
}
