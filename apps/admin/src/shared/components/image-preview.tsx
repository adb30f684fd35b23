import { Form, Image } from 'antd';

const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="100%" height="100%" fill="#f5f5f5"/><text x="50%" y="50%" font-size="11" fill="#999" text-anchor="middle" dominant-baseline="middle">no image</text></svg>',
  );

/** Thumbnail of an image URL; a broken or empty address shows a neutral placeholder. */
export function ImageThumb({ src, width = 120, height = 64 }: { src?: string; width?: number; height?: number }) {
  return (
    <Image
      src={src || FALLBACK}
      fallback={FALLBACK}
      width={width}
      height={height}
      style={{ objectFit: 'contain', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 4 }}
      preview={src ? undefined : false}
    />
  );
}

/** Live preview of the image URL typed into the form field `name`. */
export function ImageFieldPreview({
  name,
  width = 240,
  height = 120,
}: {
  name: string;
  width?: number;
  height?: number;
}) {
  const form = Form.useFormInstance();
  const src = Form.useWatch(name, form) as string | undefined;
  return <ImageThumb src={src?.trim()} width={width} height={height} />;
}
