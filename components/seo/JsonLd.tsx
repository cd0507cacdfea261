import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/jsonLd';

interface JsonLdProps {
  /** One schema.org object, or several (one <script> each). */
  data: JsonLdData | JsonLdData[];
}

/** Structured data for search engines. Server-rendered; the browser does not execute it, so the
 * Content-Security-Policy needs no hash for it. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <>
      {[data].flat().map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Serialized by us from our own data, with "<" escaped (lib/seo/jsonLd.ts).
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
