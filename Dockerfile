# One build, five images: api, worker, migrate/seed (same runtime image), the shell's web
# server (pages rendered per request) and web (nginx: static files, /api, everything else to the shell).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node

FROM runtime AS api
EXPOSE 3000
CMD ["node", "services/api/dist/main.js"]

FROM runtime AS worker
CMD ["node", "services/worker/dist/main.js"]

FROM runtime AS shell
EXPOSE 4200
CMD ["node", "apps/shell/dist-server/main.js", "--port", "4200", "--remotes", "deploy/remotes.json"]

# The shell's files at /, each remote under /remotes/<name>/, /api proxied to the API replicas,
# and every page to the shell's web server.
FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/shell/dist /usr/share/nginx/html
COPY --from=build /app/apps/marketing-mfe/dist /usr/share/nginx/html/remotes/marketing
COPY --from=build /app/apps/member-mfe/dist /usr/share/nginx/html/remotes/member
COPY --from=build /app/apps/admin-mfe/dist /usr/share/nginx/html/remotes/admin
# /remotes.json is the shell's (each remote's addresses, learned from its page list): never a file here.
RUN rm -f /usr/share/nginx/html/remotes.json
EXPOSE 80
