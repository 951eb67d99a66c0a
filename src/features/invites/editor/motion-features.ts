// framer-motion's full feature set (layout animations for the layers list), in its own chunk: the editor paints
// first and loads these after (framer-motion's documented LazyMotion pattern).
export { domMax as default } from 'framer-motion';
