import Koa from 'koa';

// The yardstick for the bff's throughput: Koa answering a constant, with nothing else in the way.
const port = Number(process.env.PORT);
new Koa()
  .use((ctx) => {
    ctx.body = { hello: 'world' };
  })
  .listen(port, process.env.HOST ?? '127.0.0.1');
