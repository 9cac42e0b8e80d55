import pg from 'pg';
import { readStackFile } from '@reeltalk/stack';
import { stack } from './stack.ts';

/** A connection to the e2e stack's database (the one its bff and media-service use), already connected. */
export async function connectToStackDatabase(): Promise<pg.Client> {
  const bff = readStackFile(stack.dataDir).pieces.find((piece) => piece.name === 'bff');
  const connectionString = bff?.env.DATABASE_URL;
  if (!connectionString) throw new Error('the e2e stack has no bff with a DATABASE_URL in its stack file');
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}
