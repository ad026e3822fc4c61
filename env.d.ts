declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    speed: number;
    trickleSpeed: number;
    showSpinner: boolean;
  }
  const nprogress: {
    configure(options: Partial<NProgressOptions>): void;
    start(): void;
    done(): void;
  };
  export default nprogress;
}

interface ImportMeta {
  readonly env: { readonly SSG_MD?: boolean; readonly SSR?: boolean };
}

declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** OpenCC's conversion tables as opencc-js ships them: `from to|from to|…`. */
declare module 'opencc-js/dict/*' {
  const table: string;
  export default table;
}
