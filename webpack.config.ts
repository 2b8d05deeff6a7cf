import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

const root = __dirname;

/**
 * The SPA: `webpack --mode production` writes dist/ (content-hashed, minified, pre-compressed for
 * the API server's static files); `webpack serve` proxies /api to a running API server.
 * Build config: API_BASE_URL (another API origin). Everything else the SPA reads at run time
 * from GET /api/config, so a setting never needs a rebuild.
 */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  return [spa(production), widget(production)];
};

/** Pre-compressed copies for the server's static files (production). */
const compression = () => [
  new CompressionPlugin({
    algorithm: 'gzip',
    test: /\.(js|css|html|svg)$/,
    threshold: 1024,
  }),
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|html|svg)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
  }),
];

/**
 * Writes dist/.chunk-groups.json: the script files of each named chunk group (the entry `main`,
 * each lazy screen of app/routes.tsx, the signed-in app's frame), for bench/bundle.ts's
 * per-screen figures. A dot file: the server does not serve it.
 */
class ChunkGroupsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final.
        { name: 'ChunkGroupsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = Object.fromEntries(
            [...compilation.namedChunkGroups].map(([name, group]) => [
              name,
              group.getFiles().filter((file) => file.endsWith('.js')),
            ]),
          );
          compilation.emitAsset(
            '.chunk-groups.json',
            new webpack.sources.RawSource(JSON.stringify(groups, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Style sheets are injected by the scripts that import them. Without their own source maps in a
 * production build: css-loader would otherwise embed each sheet twice (the map holds its source).
 */
const cssRule = (production: boolean) => ({
  test: /\.css$/,
  use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
});

const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    // ES modules, so import() becomes a lazy chunk and unused exports are dropped.
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler' },
  },
};

/**
 * The chat widget for the company's website (src/widget): the loader at a fixed address
 * (dist/widget.js, which other sites embed) and the conversation's page (dist/widget/), built on
 * Preact instead of React (its compat layer runs the same components and react-redux) to stay
 * small: no antd, nothing of the back office's screens.
 */
function widget(production: boolean): Configuration {
  return {
    name: 'widget',
    // After the SPA's build, whose output.clean empties dist/ first.
    dependencies: ['spa'],
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: {
      widget: path.join(root, 'src/widget/loader/loader.ts'),
      'widget/app': path.join(root, 'src/widget/app/index.tsx'),
    },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      // The loader's address never changes; the page's scripts are content-hashed.
      filename: (file) =>
        file.chunk?.name === 'widget' || !production ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: production ? 'widget/[name].[contenthash:10].js' : 'widget/[name].js',
      // The SPA's build cleans dist/; this one only adds its files.
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        react: 'preact/compat',
        'react-dom/client': 'preact/compat/client',
        'react-dom': 'preact/compat',
        'react/jsx-runtime': 'preact/jsx-runtime',
      },
    },
    module: {
      rules: [typescript, cssRule(production)],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'src/widget/app/index.html'),
        filename: 'widget/index.html',
        chunks: ['widget/app'],
        scriptLoading: 'defer',
      }),
      ...(production ? compression() : []),
    ],
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
  };
}

function spa(production: boolean): Configuration {
  return {
    name: 'spa',
    mode: production ? 'production' : 'development',
    // Evergreen browsers only: webpack's own wrappers and runtime use arrow functions, not ES5.
    target: ['web', 'es2020'],
    entry: { main: path.join(root, 'src/index.tsx') },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // antd's locale entry points are CommonJS, and so is antd/lib, whose single components the
      // login screen imports (jest reads them as it reads 'antd'): the ES build shares modules
      // with the rest of antd.
      alias: {
        'antd/locale': path.join(root, 'node_modules/antd/es/locale'),
        'antd/lib': path.join(root, 'node_modules/antd/es'),
      },
    },
    module: {
      rules: [
        typescript,
        cssRule(production),
        {
          // Two of antd's packages declare no sideEffects, yet run nothing on import: so marked,
          // their index modules, which re-export every helper and input (TextArea for an Input),
          // no longer pull all of them into the login screen's chunk.
          test: /[\\/]node_modules[\\/]@rc-component[\\/](input|util)[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        scriptLoading: 'defer',
      }),
      new CopyPlugin({
        patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/index.html'] } }],
      }),
      new ChunkGroupsPlugin(),
      ...(production ? compression() : []),
    ],
    optimization: {
      // One entry: a separate runtime file would change with every release as main does, so
      // it stays in main and the login screen loads one file fewer.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries change less often than the app: separate chunks stay cached across releases.
          // The router is not among them: it comes with the signed-in app (app/Root.tsx).
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'initial',
            priority: 20,
          },
          // The agenda's calendar (FullCalendar with its own Preact): one chunk of its own, loaded
          // by the agenda and an employee's page only, cached across releases.
          calendar: {
            test: /[\\/]node_modules[\\/]@fullcalendar[\\/]/,
            name: 'calendar',
            chunks: 'async',
            priority: 15,
            enforce: true,
          },
          antd: {
            test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            name: 'antd',
            // Only what the first screen needs: components of lazy screens load with them.
            chunks: 'initial',
            priority: 10,
          },
        },
      },
    },
    // Production maps are written beside the bundles for reading stack traces, but the bundles
    // do not point at them: the server serves them (and links them with a SourceMap header)
    // only when SERVE_SOURCE_MAPS is set, so one build serves both ways.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // Budgets in minified bytes (about 200 KiB gzip for the login screen, which bench:bundle
    // holds to its budget): warn when they grow.
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 650_000,
      maxAssetSize: 600_000,
    },
    devServer: {
      port: Number(process.env.DEV_PORT || 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:8080' }],
    },
  };
}
