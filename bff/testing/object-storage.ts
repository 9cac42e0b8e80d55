import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { inject } from 'vitest';

/** A stored object as the object storage lists it: its content is known by its ETag. */
export interface StoredObject {
  key: string;
  etag: string;
  size: number;
}

let client: S3Client | undefined;

/**
 * The test stack's object storage, reached as the media-service reaches it: with its credentials (it refuses
 * anything unsigned), for tests to see and set what is stored behind the services' backs.
 */
function storage(): { client: S3Client; bucket: string } {
  const { endpoint, region, bucket, accessKeyId, secretAccessKey } = inject('bffTest').s3;
  client ??= new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket };
}

/** Every object whose key starts with `prefix`, by key. */
export async function storedObjects(prefix: string): Promise<StoredObject[]> {
  const { client, bucket } = storage();
  const objects: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      objects.push({ key: object.Key!, etag: (object.ETag ?? '').replaceAll('"', ''), size: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

export async function putObject(key: string, body: string | Uint8Array): Promise<void> {
  const { client, bucket } = storage();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
}

export async function readObjectText(key: string): Promise<string> {
  const { client, bucket } = storage();
  return (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString();
}

export async function deleteObject(key: string): Promise<void> {
  const { client, bucket } = storage();
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
