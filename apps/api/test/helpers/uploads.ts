/** POST /api/images as a browser sends it: one picture in a multipart form. */
import type { TestApp } from './build-test-app';

export async function postPicture(testApp: TestApp, cookie: string, bytes: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
