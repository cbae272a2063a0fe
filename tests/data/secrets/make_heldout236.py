# ruff: noqa: E501
"""Writes heldout236_credentials.yaml and heldout236_lookalikes.yaml: held-out batch 236.

Persona: the owner of a small online shop in Madrid who writes in Spanish (Spain) and asks
the assistant to remember what runs the shop: the Shopify Admin API access token, the
Stripe secret key, the PrestaShop database password, the Redsys merchant secret key (clave
de comercio), the Correos and SEUR API credentials, the Holded API key, the shop's Gmail app
password, the bank card PIN, the warehouse alarm code and the Mailchimp API key. The
look-alikes are the shop's everyday identifiers: order and tracking numbers, NIF/CIF
numbers, SKUs, EAN codes, Stripe publishable keys, the Redsys merchant code (FUC) and
terminal, discount codes, the IBAN and webhook URLs that carry no secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
WORDS = ["paella", "tortilla", "chulapo", "verbena", "gato", "retiro", "cibeles", "lavapies",
         "churro", "madroño", "sol", "azotea", "botijo", "pimiento", "abanico", "castizo"]


def nif() -> str:
    """A DNI/NIF: eight digits and the letter of their remainder mod 23."""
    n = digits(8, lead=True)
    return n + NIF_LETTERS[int(n) % 23]


def nie() -> str:
    """An NIE: X, Y or Z, seven digits and the check letter."""
    first = pick("X", "Y", "Z")
    body = digits(7)
    return first + body + NIF_LETTERS[int(str("XYZ".index(first)) + body) % 23]


def cif(letter: str = "B") -> str:
    """A company CIF: the type letter, a province code and number, and the control digit."""
    body = pick("28", "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88") + digits(5)
    even = sum(int(body[i]) for i in (1, 3, 5))
    odd = sum(sum(divmod(int(body[i]) * 2, 10)) for i in (0, 2, 4, 6))
    control = (10 - (even + odd) % 10) % 10
    return f"{letter}{body}{control}"


def _ccc_dc(ten: str) -> str:
    weights = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
    d = 11 - sum(int(c) * w for c, w in zip(ten, weights, strict=True)) % 11
    return str({11: 0, 10: 1}.get(d, d))


def es_iban() -> str:
    """A Spanish IBAN whose CCC control digits and IBAN check digits are both valid."""
    entity, office, account = pick("2100", "0049", "0182", "2085", "0081", "1465"), digits(4), digits(10)
    return iban("ES", entity + office + _ccc_dc("00" + entity + office) + _ccc_dc(account))


def s10(service: str) -> str:
    """A UPU S10 item number (international Correos shipment) with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = {10: 0, 11: 5}.get(check, check)
    return f"{service}{body}{check}ES"


def correos_code() -> str:
    """A Correos national shipment code: PQ/PK, four characters, sixteen digits, a letter."""
    return f"P{pick('Q', 'K', 'H')}{rnd(UPPER + DIGITS, 4)}{digits(16)}{secrets.choice(UPPER)}"


def cups() -> str:
    """An electricity supply point code (CUPS) with its two control letters."""
    body = pick("0021", "0031", "0022") + digits(12)
    r = int(body) % 529
    return f"ES{body}{NIF_LETTERS[r // 23]}{NIF_LETTERS[r % 23]}{pick('0F', '1P', '')}"


def catastro() -> str:
    """A 20-character Spanish cadastral reference."""
    return f"{digits(7)}{rnd(UPPER, 2)}{digits(4)}{secrets.choice(UPPER)}{digits(4)}{rnd(UPPER, 2)}"


def shpat() -> str:
    return "shpat_" + hexs(32)


def sk_live() -> str:
    return pick(f"sk_live_51{rnd(ALNUM, 97)}", f"sk_live_{rnd(ALNUM, 24)}")


def pk_live() -> str:
    return f"pk_live_51{rnd(ALNUM, 97)}"


def redsys_key() -> str:
    return b64(secrets.token_bytes(24))


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def pin(n: int = 4) -> str:
    return f"{secrets.randbelow(10**n):0{n}d}"


def order_no() -> str:
    return f"#{secrets.randbelow(9000) + 1001}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "shopify_admin_api_token",
        f"Token de la Admin API de Shopify (app privada 'sync-stock'): {shpat()}",
        f"guárdame esto pls, es el access token de shopify para el script del inventario → {shpat()}",
        f"SHOPIFY_ACCESS_TOKEN={shpat()}\nSHOPIFY_STORE=tienda-castiza.myshopify.com",
        f"curl -H 'X-Shopify-Access-Token: {shpat()}' https://tienda-castiza.myshopify.example/admin/api/2024-07/orders.json",
        f"Nuevo token admin de Shopify tras regenerarlo hoy (el viejo ya no vale): {shpat()}",
        f"shopify app custom 'etiquetas-seur'\n  admin token: {shpat()}\n  scopes: read_orders, write_fulfillments",
    )
    r.add(
        "stripe_secret_key",
        f"Clave secreta de Stripe (modo live): {sk_live()}",
        f"STRIPE_SECRET_KEY={sk_live()}",
        f"la sk de stripe es {sk_live()} — no la pongas en el front!!",
        f"Stripe restricted key para Holded (solo lectura de cobros): rk_live_51{rnd(ALNUM, 97)}",
        f"curl https://api.stripe.com/v1/charges -u {sk_live()}:",
        f"stripe:\n  secret_key: \"{sk_live()}\"\n  currency: eur",
    )
    r.add(
        "stripe_webhook_secret",
        f"Signing secret del webhook de Stripe (endpoint /stripe/webhook): whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"el whsec nuevo del endpoint de producción: whsec_{rnd(ALNUM, 32)}",
        f"Para la CLI: stripe listen da whsec_{rnd(ALNUM, 32)} pero el de prod es whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "prestashop_database_password",
        f"Contraseña de la BD de PrestaShop (usuario ps_tienda): {pw()}",
        f"'database_host' => 'db.tienda.internal',\n'database_name' => 'prestashop',\n'database_user' => 'ps_admin',\n'database_password' => '{pw()}',",
        f"mysql -h db.tienda.internal -u ps_tienda -p'{pw()}' prestashop",
        f"pass mysql presta: {rnd(ALNUM + '!#%&*', 14)} (la cambié en marzo)",
        f"Acuérdate: la contraseña de la base de datos de la tienda vieja (Presta 1.7) es {pw()}",
        f"define('_DB_PASSWD_', '{rnd(ALNUM, 16)}');",
    )
    r.add(
        "prestashop_webservice_key",
        f"Clave del webservice de PrestaShop para el conector de Holded: {rnd(UPPER + DIGITS, 32)}",
        f"PS webservice key (permisos GET/PUT en products y stock_availables): {rnd(UPPER + DIGITS, 32)}",
        f"curl -u {rnd(UPPER + DIGITS, 32)}: https://tienda.example/api/orders?output_format=JSON",
        f"api key presta -> {rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "prestashop_cookie_key",
        f"_COOKIE_KEY_ de settings.inc.php (si lo pierdo no entra nadie al back office): {rnd(ALNUM, 56)}",
        f"'cookie_key' => '{rnd(ALNUM, 56)}',\n'cookie_iv' => '{rnd(ALNUM, 8)}',",
        f"Copia del cookie key de Presta para la migración: {rnd(ALNUM, 56)}",
    )
    r.add(
        "redsys_merchant_key",
        f"Clave de comercio Redsys (SHA-256) de producción: {redsys_key()}",
        f"clave secreta redsys: {redsys_key()}  (la de pruebas es otra, ojo)",
        f"Módulo Redsys en Presta → Clave secreta de encriptación (SHA-256): {redsys_key()}",
        f"REDSYS_MERCHANT_KEY={redsys_key()}\nREDSYS_ENV=live",
        f"El banco me mandó la nueva clave de comercio por email: {redsys_key()}",
        f"redsys:\n  fuc: \"{digits(9, lead=True)}\"\n  terminal: \"001\"\n  secret: \"{redsys_key()}\"",
    )
    r.add(
        "correos_api_credentials",
        f"Correos Preregistro (API de envíos): usuario w{digits(8)} / contraseña {pw()}",
        f"correos api\nuser: tiendacastiza{digits(3)}\npass: {rnd(ALNUM, 12)}",
        f"CORREOS_USER=w{digits(8)}\nCORREOS_PASSWORD={pw()}",
        f"Credenciales de Correos para el módulo de etiquetas: login Tienda{digits(4)}, clave {pw()}",
        f"La clave de la API de Correos Express: {rnd(ALNUM, 20)} (usuario acme_ce_{digits(5)})",
    )
    r.add(
        "seur_api_credentials",
        f"SEUR API:\n  client_id: {uid()}\n  client_secret: {rnd(ALNUM, 40)}\n  username: tienda{digits(5)}\n  password: {pw()}",
        f"seur client secret → {rnd(URLSAFE, 48)}",
        f"Usuario de SEUR para el módulo: {digits(6)}_web, contraseña: {pw()}",
        f"SEUR_CLIENT_SECRET={rnd(ALNUM, 40)}",
        f"curl -X POST https://servicios.seur.example/oauth/token -d 'grant_type=password&username=tienda{digits(4)}&password={rnd(ALNUM, 14)}&client_id=acme-shop&client_secret={rnd(ALNUM, 32)}'",
    )
    r.add(
        "holded_api_key",
        f"API key de Holded (Configuración → Desarrolladores): {hexs(32)}",
        f"holded key: {hexs(32)}",
        f"curl -H 'key: {hexs(32)}' https://api.holded.example/api/invoicing/v1/documents/invoice",
        f"HOLDED_API_KEY={hexs(32)}  # la de la cuenta de la tienda, no la personal",
        f"Guárdame la nueva clave API de Holded, he revocado la anterior: {hexs(32)}",
    )
    r.add(
        "gmail_app_password",
        f"Contraseña de aplicación de Gmail para pedidos@tienda-castiza.example: {app_password()}",
        f"app password gmail (SMTP de Presta): {app_password()}",
        f"MAIL_USERNAME=tiendacastiza.pedidos@gmail.example\nMAIL_PASSWORD={app_password().replace(' ', '')}",
        f"La contraseña de app que me dio google para el Thunderbird del almacén es {app_password()}",
        f"smtp.gmail.com:587, usuario hola@tienda-castiza.example, contraseña de aplicación {app_password()}",
        f"gmail tienda - app pwd: {app_password()} (nombre: 'facturas Holded')",
    )
    r.add(
        "bank_card_pin",
        f"PIN de la tarjeta de empresa (la de BBVA que acaba en {digits(4)}): {pin()}",
        f"pin visa negocio {pin()}",
        f"El PIN de la tarjeta débito del Santander es {pin()}, no se lo digas a nadie",
        f"Tarjeta {groups(luhn('4'), 4)} cad {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27} — PIN {pin()}",
        f"Recuérdame: PIN tarjeta nueva = {pin()} (el banco cambió la tarjeta en enero)",
        f"pin de la tarjeta de crédito de la tienda: {pin()}; pin de la de débito: {pin()}",
    )
    r.add(
        "warehouse_alarm_code",
        f"Código de la alarma del almacén (Vallecas): {pin(pick(4, 6))}",
        f"alarma nave: {pin()}#  (para desarmar; para armar parcial *{pin()})",
        f"Si salta la alarma del almacén la palabra clave para la central es '{pick(*WORDS)}' y el código {pin()}",
        f"Código de desarme de la alarma: {pin(6)}. El de coacción es {pin(6)}",
        f"cod alarma almacen {pin()} — cambiado el 3 de abril",
        f"Para el mozo de los sábados: el código de la alarma del almacén es {pin()}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key: {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"la api key de mailchimp para el módulo de newsletter es {mailchimp_key()}",
        f"curl --user 'anystring:{mailchimp_key()}' https://us21.api.mailchimp.example/3.0/lists",
        f"Clave API nueva de Mailchimp (la otra se filtró en un pantallazo): {mailchimp_key()}",
    )
    r.add(
        "online_banking_password",
        f"Banca online empresa: usuario {nif()}, clave de acceso {pin(pick(4, 6))}, clave de firma {pin(6)}",
        f"CaixaBank Now negocio → código de usuario {digits(8)}, contraseña {pin(6)}",
        f"Contraseña banca electrónica Sabadell: {pw()}",
        f"Web del banco: login {nie()} / {rnd(ALNUM, 10)}",
        f"tarjeta de coordenadas del banco: A1={pin()} B3={pin()} C5={pin()} D2={pin()} E4={pin()}",
    )
    r.add(
        "fnmt_certificate_password",
        f"Contraseña del certificado digital de la empresa (.p12 de la FNMT): {pw()}",
        f"cert FNMT representante — pass del pfx: {rnd(ALNUM, 12)}",
        f"openssl pkcs12 -in certificado_empresa.p12 -passin pass:{rnd(ALNUM + '#%', 14)} -nodes",
        f"La clave con la que exporté el certificado digital para la gestoría es {pw()}",
    )
    r.add(
        "paypal_client_secret",
        f"PayPal REST app 'tienda-live': client id A{rnd(URLSAFE, 79)} / secret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
        f"secret de paypal (live): E{rnd(URLSAFE, 79)}",
        f"Contraseña de la cuenta PayPal Business de la tienda: {pw()}",
    )
    r.add(
        "shop_admin_password",
        f"Back office Presta: https://tienda.example/admin{rnd(LOWER + DIGITS, 8)}/ — usuario hola@tienda-castiza.example, contraseña {pw()}",
        f"Admin de Shopify (dueña): contraseña {pw()}",
        f"usu: admin@tienda-castiza.example  pwd: {rnd(ALNUM + '!#%&*', 15)}",
        f"Cuenta de empleado de Lucía en Shopify, contraseña provisional: {rnd(ALNUM, 12)}",
        f"contraseña del panel de la tienda -> {pick('Chulapa', 'Verbena', 'Madroño')}{secrets.randbelow(9000) + 1000}{pick('!', '$', '#')}",
    )
    r.add(
        "hosting_sftp_password",
        f"SFTP del hosting (Raiola/Webempresa): host sftp.tienda.example, usuario tcastiza, contraseña {pw()}",
        f"ftp tienda: ftp.tienda.example:21 u=tiendacas p={rnd(ALNUM, 12)}",
        f"sftp://deploy:{rnd(ALNUM, 16)}@vps.tienda.internal:22/var/www/prestashop",
        f"Contraseña del cPanel: {pw()}",
        f"lftp -u tcastiza,{rnd(ALNUM + '%&', 14)} sftp://hosting.tienda.example",
    )
    r.add(
        "vps_ssh_private_key",
        f"Clave privada SSH del VPS de la tienda (deploy@vps.tienda.internal):\n{openssh_private()}",
        f"id_ed25519 del portátil para entrar al servidor:\n{openssh_private()}",
        f"guardar esta clave, es la del usuario backup:\n{openssh_private()}",
    )
    r.add(
        "mysql_connection_string",
        f"DATABASE_URL=mysql://ps_tienda:{rnd(ALNUM, 18)}@db.tienda.internal:3306/prestashop",
        f"Cadena de conexión de la réplica de lectura: mysql://informes:{rnd(ALNUM, 14)}@replica.tienda.internal/prestashop",
        f"mysqldump -h 127.0.0.1 -u root --password={rnd(ALNUM, 16)} prestashop > backup.sql",
        f"Metabase → conexión a la BD: host db.tienda.internal, user metabase_ro, pass {pw()}",
    )
    r.add(
        "wifi_password",
        f"WiFi almacén: red ALMACEN_VK, contraseña {rnd(ALNUM, 12)}",
        f"clave del wifi de la tienda {rnd(UPPER + DIGITS, 20)} (la de la pegatina del router)",
        f"WIFI invitados: Castiza-Invitados / {pick(*WORDS).capitalize()}{secrets.randbelow(900) + 100}",
        f"Router Movistar del almacén: admin web 192.168.1.1, usuario 1234, contraseña {rnd(ALNUM, 10)}",
        f"WIFI:T:WPA;S:MOVISTAR_{rnd(UPPER + DIGITS, 4)};P:{rnd(ALNUM, 16)};;",
    )
    r.add(
        "safe_combination",
        f"Combinación de la caja fuerte del almacén: {secrets.randbelow(99)}-{secrets.randbelow(99)}-{secrets.randbelow(99)}",
        f"caja fuerte oficina: {pin(6)}",
        f"La combinación de la caja (donde guardo el cambio del mercadillo) es {pin()} y la llave está en el cajón azul",
        f"Código de la taquilla del almacén donde están los sobres: {pin()}",
    )
    r.add(
        "sim_pin_puk",
        f"SIM del móvil de la tienda: PIN {pin()}, PUK {pin(8)}",
        f"pin sim del terminal de pedidos {pin()}",
        f"PUK de la SIM de la alarma: {pin(8)} (PIN {pin()})",
        f"Móvil de atención al cliente — PIN {pin()} / desbloqueo pantalla {pin(6)}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"Códigos de recuperación de Shopify (2FA):\n{recovery_codes(8, 'github')}",
        f"backup codes shopify\n{recovery_codes(10, 'plain')}",
        f"Códigos de respaldo de Google (cuenta de la tienda): {recovery_codes(6, 'digits')}",
        f"Clave de configuración del 2FA de Holded (por si cambio de móvil): {groups(rnd(UPPER + '234567', 32), 4)}",
    )
    r.add(
        "cloudflare_api_token",
        f"Token API de Cloudflare (editar DNS de tienda-castiza.example): {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 40)}' https://api.cloudflare.example/client/v4/user/tokens/verify",
        f"cf token para el certbot: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "meta_access_token",
        f"Token de acceso de Meta (catálogo de Instagram Shopping): EAAG{rnd(ALNUM, 180)}",
        f"FB_ACCESS_TOKEN=EAAJ{rnd(ALNUM, 170)}",
        f"token de la API de WhatsApp Business (permanente, usuario del sistema): EAAN{rnd(ALNUM, 190)}",
        f"Conversions API → access token: EAAB{rnd(ALNUM, 175)}",
    )
    r.add(
        "amazon_sp_api_credentials",
        f"Amazon SP-API (vendedor ES):\n  LWA client secret: amzn1.oa2-cs.v1.{hexs(64)}\n  refresh token: Atzr|{rnd(URLSAFE, 320)}",
        f"client secret de Amazon LWA: amzn1.oa2-cs.v1.{hexs(64)}",
        f"SP_API_REFRESH_TOKEN=Atzr|{rnd(URLSAFE, 330)}",
        f"Contraseña de Seller Central: {pw()}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid API key (emails de confirmación de pedido): {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"clave de sendgrid para el módulo de emails transaccionales {sendgrid_key()}",
        f"smtp.sendgrid.net user=apikey pass={sendgrid_key()}",
    )
    r.add(
        "datafono_supervisor_password",
        f"Contraseña de supervisor del datáfono (para devoluciones): {pin()}",
        f"clave comercio TPV físico del mercadillo: {pin(6)}",
        f"Datáfono Ingenico: contraseña de cierre de lote {pin()}, de anulación {pin()}",
        f"Clave del TPV Virtual (Canales → usuario admin{digits(3)}): {pw()}",
    )
    r.add(
        "packlink_api_key",
        f"API key de Packlink PRO: {hexs(64)}",
        f"PACKLINK_API_KEY={hexs(64)}",
        f"packlink key para el módulo de Presta → {hexs(64)}",
        f"Authorization: {hexs(64)}  (cabecera de la API de Packlink)",
    )
    r.add(
        "clave_permanente_password",
        f"Cl@ve permanente (para Hacienda/SS): usuario {nif()}, contraseña {pw()}",
        f"contraseña cl@ve: {rnd(ALNUM + '#%&', 12)}",
        f"La contraseña de la sede electrónica de la Seguridad Social (sistema RED): {pw()}",
        f"Gestoría — acceso a mi área: usuario tiendacastiza, contraseña {pw()}",
    )
    r.add(
        "shopify_app_client_secret",
        f"Client secret de la app custom de Shopify: shpss_{hexs(32)}",
        f"SHOPIFY_API_SECRET=shpss_{hexs(32)}",
        f"secreto de la app 'etiquetas-correos' (para verificar el HMAC de los webhooks): shpss_{hexs(32)}",
    )
    r.add(
        "proveedor_portal_password",
        f"Portal del proveedor de cerámica de Talavera: usuario castiza_{digits(3)}, contraseña {pw()}",
        f"Acceso B2B del mayorista: {rnd(LOWER, 6)}@tienda-castiza.example / {pw()}",
        f"contraseña de la cuenta de Alibaba: {pw()}",
        f"Passphrase del KeePass de la tienda: {phrase(WORDS, 5, '-')}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "order_number",
        f"El pedido {order_no()} de Valencia llegó roto, hay que mandar otro jarrón",
        f"Pedido Shopify {order_no()} (ID interno {digits(13, lead=True)}) — cliente pide factura con CIF",
        f"Pedidos pendientes de enviar: {order_no()}, {order_no()}, {order_no()}, {order_no()}",
        f"Presta referencia de pedido {rnd(UPPER, 9)}, pedido nº {secrets.randbelow(9000) + 1000}",
        f"Devolución aceptada: pedido {order_no()}, RMA-{digits(5)}",
        f"Amazon pedido {digits(3)}-{digits(7)}-{digits(7)} — enviar antes del viernes",
    )
    r.add(
        "correos_tracking_number",
        f"Seguimiento Correos del pedido {order_no()}: {correos_code()}",
        f"envío internacional a Lisboa: {s10('RR')}",
        f"Código de envío Correos {correos_code()} — aparece 'en devolución', llamar",
        f"Paquete azul a Francia: {s10(pick('CX', 'LX', 'UA'))}",
        f"Etiquetas de hoy:\n{correos_code()}\n{correos_code()}\n{correos_code()}",
    )
    r.add(
        "seur_tracking_number",
        f"SEUR expedición {digits(14, lead=True)} para el pedido {order_no()}",
        f"seguimiento seur: https://www.seur.example/livetracking/?segOnlineIdentificador={digits(14, lead=True)}",
        f"Incidencia SEUR nº {digits(8)} sobre el bulto {digits(14, lead=True)}",
        f"Recogida SEUR confirmada, localizador {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "nif_cif_number",
        f"CIF de la tienda (Castiza Objetos S.L.): {cif('B')}",
        f"Cliente pide factura a nombre de su empresa, CIF {cif(pick('A', 'B'))}",
        f"Mi NIF para los modelos de Hacienda: {nif()}",
        f"NIE del mozo nuevo para darle de alta: {nie()}",
        f"Proveedor Cerámicas Talavera S.L. — CIF {cif('B')}, número de proveedor {digits(5)}",
        f"NIF-IVA intracomunitario: ES{cif('B')}",
    )
    r.add(
        "product_sku",
        f"SKU del abanico rojo: ABN-{rnd(UPPER, 3)}-{digits(3)}",
        f"sku camiseta 'Gato de Madrid' talla M: CAM-GAT-M-{rnd(UPPER + DIGITS, 4)}",
        f"Reponer: TAZ-CHU-{digits(3)}, TAZ-CHU-{digits(3)}, LAM-AZO-{digits(3)}",
        f"Variante {digits(14, lead=True)} del botijo = SKU BOT-{rnd(UPPER + DIGITS, 6)}",
        f"El SKU {rnd(UPPER, 3)}{digits(5)} del proveedor corresponde a nuestro CER-TAL-{digits(2)}",
    )
    r.add(
        "ean_code",
        f"EAN del pack de postales: {ean13('84')}",
        f"Códigos de barras para Amazon: {ean13('84')}, {ean13('84')}, {ean13('84')}",
        f"GTIN del abanico (el que pide Google Merchant): {ean13('84')}",
        f"ean13 taza castiza {ean13('84')} / ean caja de 6 {ean13('84')}",
        f"El lector no pilla el EAN {ean13('84')}, imprimir etiqueta nueva",
    )
    r.add(
        "stripe_publishable_key",
        f"Clave publicable de Stripe (va en el checkout, es pública): {pk_live()}",
        f"STRIPE_PUBLISHABLE_KEY={pk_live()}  # esta sí se puede ver en el navegador",
        f"pk de stripe para el tema: {pk_live()} (la secreta NO va aquí)",
        f"Stripe.js: Stripe('{pk_live()}')",
        f"Clave publicable de pruebas: pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "redsys_merchant_code",
        f"Redsys: número de comercio (FUC) {digits(9, lead=True)}, terminal 001, moneda 978",
        f"FUC {digits(9, lead=True)} / terminal {pick('001', '002', '003')} (el 002 es el de Bizum)",
        f"Ds_Merchant_MerchantCode={digits(9, lead=True)}\nDs_Merchant_Terminal=1\nDs_Merchant_Currency=978",
        f"Para el soporte de Redsys: código de comercio {digits(9, lead=True)}, entidad {pick('CaixaBank', 'Sabadell', 'Santander')}",
        f"Firma de la notificación: se calcula con HMAC_SHA256_V1 usando la clave de comercio (que está en el panel, no aquí); el FUC es {digits(9, lead=True)}",
        f"Terminal Redsys {pick('001', '002')} del comercio {digits(9, lead=True)} → DCC desactivado",
    )
    r.add(
        "customer_discount_code",
        f"Código de descuento para la newsletter: BIENVENIDA{secrets.randbelow(20) + 5}",
        f"Cupón para el cliente que se quejó del retraso: PERDON-{rnd(UPPER + DIGITS, 5)} (15%)",
        f"Rebajas de verano: VERANO{pick('15', '20', '25')} válido hasta el 31/08",
        f"códigos únicos para influencers: CASTIZA-{rnd(UPPER + DIGITS, 6)}, CASTIZA-{rnd(UPPER + DIGITS, 6)}",
        f"Código del 2x1 en tazas para clientes recurrentes: TAZAS2X1-{rnd(UPPER + DIGITS, 4)} (público en la newsletter)",
        f"Black Friday: código BF{secrets.randbelow(90) + 10}, envío gratis a partir de 40 €",
    )
    r.add(
        "shop_iban",
        f"IBAN de la tienda para transferencias de clientes: {es_iban()}",
        f"Cliente de Bilbao paga por transferencia, darle el IBAN {es_iban()} y el concepto {order_no()}",
        f"IBAN del proveedor de Talavera: {es_iban()}",
        f"Domiciliación de la cuota de autónomos en {es_iban()}",
        f"Cuenta para devoluciones de Amazon: {es_iban()} (BIC {pick('CAIXESBBXXX', 'BSCHESMMXXX', 'BBVAESMMXXX')})",
    )
    r.add(
        "webhook_url",
        "Webhook de pedidos de Shopify → https://hooks.tienda-castiza.example/shopify/orders-create",
        f"URL de notificación de Redsys: https://tienda.example/module/redsys/validation?id_cart={secrets.randbelow(90000) + 10000}",
        "Stripe webhook endpoint: https://api.tienda.internal/stripe/webhook (eventos: checkout.session.completed, charge.refunded)",
        f"Webhook de Holded para facturas: https://n8n.tienda.internal/webhook/{uid()}",
        f"URL OK / KO de Redsys: https://tienda.example/pedido-ok?order={order_no()[1:]} y https://tienda.example/pedido-ko",
    )
    r.add(
        "stripe_object_id",
        f"Reembolso hecho en Stripe: pago pi_3{rnd(ALNUM, 23)}, reembolso re_3{rnd(ALNUM, 23)}",
        f"Cliente Stripe cus_{rnd(ALNUM, 14)} tiene dos cargos duplicados",
        f"Disputa dp_1{rnd(ALNUM, 23)} sobre el cargo ch_3{rnd(ALNUM, 23)} — responder antes del día 12",
        f"evento evt_1{rnd(ALNUM, 23)} falló 3 veces en el webhook",
        f"Precio de la suscripción caja mensual: price_1{rnd(ALNUM, 23)} (producto prod_{rnd(ALNUM, 14)})",
    )
    r.add(
        "shopify_resource_id",
        f"gid://shopify/Product/{digits(13, lead=True)} es el pack de tazas",
        f"Variant ID del abanico azul: {digits(14, lead=True)}; inventory_item_id {digits(14, lead=True)}",
        f"Colección 'Regalos Madrid' = gid://shopify/Collection/{digits(12, lead=True)}",
        f"Ubicación del almacén en Shopify: gid://shopify/Location/{digits(11, lead=True)}",
    )
    r.add(
        "password_rotation_reminder",
        "Recordatorio: cambiar la contraseña de la BD de PrestaShop cada 6 meses, la próxima en octubre",
        "Rotar la clave secreta de Stripe después de que se fue el freelance (hecho el 14/05, falta actualizar Holded)",
        "Cambiar el código de la alarma del almacén cuando se vaya Jorge",
        "Pedir al banco una clave de comercio Redsys nueva, la actual la sabe la agencia antigua",
        "ojo: el token de Shopify caduca si desinstalo la app, regenerarlo y actualizar el .env del servidor",
    )
    r.add(
        "secret_location_reference",
        "Las contraseñas de Correos y SEUR están en Bitwarden, carpeta 'Envíos'",
        "El PIN de la tarjeta está en el sobre cerrado dentro de la caja fuerte, no lo apuntes en ningún sitio",
        "La clave de comercio de Redsys se consulta en el Canales → Administración → Datos del comercio",
        "Vault: secret/tienda/prod/stripe (campo secret_key) y secret/tienda/prod/holded",
        "Contraseña del WiFi: en la pegatina debajo del router del almacén",
    )
    r.add(
        "env_var_reference",
        "En el workflow de despliegue: STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}",
        "holded_key = os.environ['HOLDED_API_KEY']  # nunca en el código",
        "docker-compose: MYSQL_PASSWORD_FILE=/run/secrets/ps_db_password",
        "Variables que necesita el script de stock: SHOPIFY_ACCESS_TOKEN, SHOPIFY_STORE, SEUR_CLIENT_SECRET (pedírselas a Ana)",
        "'database_password' => getenv('PS_DB_PASSWORD'),",
    )
    r.add(
        "masked_secret",
        f"Tarjeta de empresa terminada en {digits(4)} — caduca {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}",
        f"Stripe muestra la clave secreta como sk_live_…{rnd(ALNUM, 4)}, comprobar que coincide con la del servidor",
        f"Cargo en tarjeta **** **** **** {digits(4)} por 23,90 € (Mailchimp)",
        f"Token de Shopify que empieza por shpat_{hexs(4)}… revocado el lunes",
    )
    r.add(
        "analytics_tracking_id",
        f"Google Analytics 4: ID de medición G-{rnd(UPPER + DIGITS, 10)}",
        f"Píxel de Meta de la tienda: {digits(15, lead=True)}",
        f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}, Google Ads AW-{digits(10, lead=True)}",
        f"Merchant Center ID {digits(9, lead=True)}; TikTok pixel C{rnd(UPPER + DIGITS, 19)}",
    )
    r.add(
        "mailchimp_audience_id",
        f"Mailchimp: ID de la audiencia 'Clientes 2024' = {hexs(10)}",
        f"list id de mailchimp para el formulario: {hexs(10)} (servidor us{secrets.randbelow(21) + 1})",
        f"Campaña de rebajas enviada, campaign_id {hexs(10)}, apertura 38%",
    )
    r.add(
        "invoice_number",
        f"Factura Holded F{pick('2024', '2025')}-{digits(4)} del pedido {order_no()}",
        f"Factura rectificativa R{pick('2024', '2025')}-{digits(3)} emitida",
        f"Documento Holded: https://app.holded.example/invoicing/documents/invoice/{hexs(24)}",
        f"Factura de SEUR nº {digits(10)} — revisar recargo de combustible",
    )
    r.add(
        "redsys_order_reference",
        f"Redsys: Ds_Order {digits(4)}{rnd(ALNUM, 8)}, código de autorización {digits(6)}, respuesta 0000",
        f"Operación denegada, Ds_Response 0190, número de pedido {digits(12)}",
        f"Devolución por Redsys del pedido {digits(4)}{rnd(UPPER + DIGITS, 8)}, autorización {digits(6)}",
        f"Bizum recibido, referencia {digits(12)}",
    )
    r.add(
        "catastro_reference",
        f"Referencia catastral del almacén (para el seguro): {catastro()}",
        f"IBI del local: ref. catastral {catastro()}, recibo {digits(10)}",
        f"Contrato de alquiler nave Vallecas — catastro {catastro()}",
    )
    r.add(
        "cups_electricity_code",
        f"CUPS de la luz del almacén: {cups()}",
        f"Cambio de comercializadora, CUPS {cups()}, potencia 6,9 kW",
        f"cups local tienda {cups()}",
    )
    r.add(
        "backup_checksum",
        f"Backup de la BD del {secrets.randbelow(28) + 1}/05: prestashop.sql.gz sha256 {hexs(64)}",
        f"md5 del zip del tema: {hexs(32)}",
        f"Commit del tema desplegado: {hexs(40)}",
        f"Imagen docker prestashop@sha256:{hexs(64)}",
    )
    r.add(
        "paypal_client_id",
        f"PayPal client ID (va en el script del SDK, es público): A{rnd(URLSAFE, 79)}",
        f"<script src=\"https://www.paypal.example/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=EUR\"></script>",
        f"ID de comerciante de PayPal: {rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "password_policy_setting",
        "Política de contraseñas para empleados en Presta: mínimo 12 caracteres, caducan a los 90 días",
        "PS_PASSWD_TIME_BACK=360\nPS_PASSWD_RESET_VALIDITY=1440",
        "Shopify: activar la verificación en dos pasos obligatoria para todo el personal",
        "max_login_attempts: 5, lockout_minutes: 30, password_min_length: 12",
    )
    r.add(
        "cloudflare_zone_id",
        f"Cloudflare zone ID de tienda-castiza.example: {hexs(32)} (account ID {hexs(32)})",
        f"Purgar caché: zona {hexs(32)}, usar el token que está en el gestor",
        f"Ray ID del error 522: {hexs(16)}-MAD",
    )
    r.add(
        "docker_container_name",
        f"Contenedor de Presta: prestashop-web-1 ({hexs(12)}), BD prestashop-db-1 ({hexs(12)})",
        f"docker logs {hexs(12)} --tail 100 (el del cron de stock)",
        f"Volumen: prestashop_{hexs(8)}_data",
        f"Servidor: vps-{rnd(LOWER + DIGITS, 8)}.tienda.internal, IPv4 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}",
    )
    r.add(
        "carrier_customer_number",
        f"Código de cliente SEUR: {digits(8)}, CCC {digits(3)}-{digits(4)}",
        f"Correos: código de etiquetador {rnd(UPPER + DIGITS, 4)}, número de contrato {digits(8)}, cliente {digits(8)}",
        f"Packlink: número de usuario {digits(7)}, plan Pro",
        f"GLS agencia {digits(3)}, cliente {digits(5)}, departamento 1",
    )
    r.add(
        "alarm_talk_without_code",
        f"Alarma del almacén: Securitas, número de contrato {digits(9)}, teléfono de la central en el contrato",
        "El técnico de la alarma viene el jueves a cambiar la batería del panel, el código no cambia",
        "Nuevo usuario de la alarma para el mozo: que pase por el almacén y lo teclee él",
        f"Salto de alarma el {secrets.randbelow(28) + 1}/03 a las 3:12, falsa alarma (zona 4, sensor del muelle)",
    )
    r.add(
        "ssh_public_key",
        f"Clave pública para que el freelance entre al VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} freelance@portatil",
        f"authorized_keys del usuario deploy:\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@ci",
        f"Huella del servidor: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "wifi_network_name",
        f"Red WiFi del almacén: MOVISTAR_{rnd(UPPER + DIGITS, 4)} (la contraseña la tiene Marta)",
        f"Router del almacén: MAC {':'.join(secrets.token_hex(1) for _ in range(6))}, número de serie {rnd(UPPER + DIGITS, 12)}",
        "WiFi de clientes en la tienda física: Castiza-Invitados, sin contraseña, portal cautivo",
    )
    r.add(
        "api_settings_note",
        "Holded API: límite de 200 peticiones/min, la clave va en la cabecera 'key'",
        "Stripe API version 2024-06-20, timeout 30 s, reintentos 3",
        f"Shopify API version 2024-07; rate limit 40 calls/app; webhook id {digits(13, lead=True)}",
        f"Mailchimp: server prefix us{secrets.randbelow(21) + 1}, tag 'comprador' para los que compran más de 2 veces",
    )
    r.add(
        "random_reference_misc",
        f"Número de póliza del seguro del almacén: {rnd(UPPER, 2)}-{digits(9)}",
        f"Expediente de la subvención Kit Digital: KD-{digits(4)}-{rnd(UPPER + DIGITS, 6)}",
        f"Solicitud RGPD del cliente, ticket {uid()}",
        f"Número de registro de envases (SCRAP): ENV/{pick('2024', '2025')}/{digits(9)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout236.py", [
        ("heldout236_credentials.yaml", credentials(), "Held-out batch 236: credentials a Madrid online shop owner asks to remember, in Spanish (Spain)"),
        ("heldout236_lookalikes.yaml", lookalikes(), "Held-out batch 236: a Madrid online shop's identifiers and secret-free notes that look like secrets, in Spanish (Spain)"),
    ])


if __name__ == "__main__":
    main()
