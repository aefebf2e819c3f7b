// The modules a remote's server bundle takes from the shell (the share keys of
// tools/webpack/federated-app.js), so one React, router, store and session serve the page.
import * as toolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as toolkit from '@reduxjs/toolkit';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomServer from 'react-dom/server';
import * as reactRedux from 'react-redux';
import * as web from '@bolo/web';

export const sharedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/server': reactDomServer,
  '@reduxjs/toolkit': toolkit,
  '@reduxjs/toolkit/query/react': toolkitQueryReact,
  'react-redux': reactRedux,
  '@bolo/web': web,
};
