/** A round profile picture, or the name's first letter when there is none. */
export function UserAvatar({
  name,
  photo,
  size = 40,
  alt = '',
}: {
  name: string;
  photo: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  if (photo) {
    return (
      <img
        src={photo}
        alt={alt}
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  const style = { width: size, height: size, fontSize: size * 0.42 };
  const className =
    'flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-text';
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={className} style={style}>
        {initial}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={className} style={style}>
      {initial}
    </span>
  );
}
