import { useEffect, useState } from 'react';

/**
 * An object URL for a blob, to show it in an <img>: made when the blob arrives and revoked when it changes or the
 * component unmounts, so a long session does not pin every image it ever showed in memory. Null while there is none.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<{ blob: Blob; href: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const href = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an external resource made and freed here
    setUrl({ blob, href });
    return () => URL.revokeObjectURL(href);
  }, [blob]);
  return url && url.blob === blob ? url.href : null;
}
