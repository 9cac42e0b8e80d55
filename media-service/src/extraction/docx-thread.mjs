// Converts one checked Word package to HTML with mammoth, in a thread of its own: its memory has a ceiling of its own
// and the service keeps answering while it works.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';

// Word's "Title" style is the document title (class "title" tells it from a Heading 1); mammoth would otherwise make
// it a plain paragraph.
const STYLE_MAP = ["p[style-name='Title'] => h1.title:fresh"];
// Pictures are not read out, so their bytes are never read (nor are they in the checked package).
const IMAGE_UNREAD = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

const docx = workerData;
try {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength) },
    { styleMap: STYLE_MAP, convertImage: IMAGE_UNREAD },
  );
  parentPort.postMessage({ html: value });
} catch (error) {
  parentPort.postMessage({ failure: error instanceof Error ? error.message : String(error) });
}
