# ruff: noqa: E501
"""Writes heldout268_credentials.yaml and heldout268_lookalikes.yaml: held-out batch 268.

Persona: the farm manager of a vineyard and winery in Mendoza, Argentina, who writes in
informal Rioplatense Spanish (voseo). She asks the assistant to remember her AFIP clave
fiscal, home banking and the bank's token, the irrigation controller app, the weather
station account, the winery's Tiendanube shop, Mercado Pago, the CCTV DVR and the alarm
codes; and many notes that only look like secrets: CUIT numbers, lot and invoice numbers,
INV codes, tracking numbers, masked CBU values, public keys and references to where a
secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Malbec", "Torrontes", "Bonarda", "Tupungato", "Aconcagua", "Lujan", "Cepas", "Barrica",
         "Vendimia", "Zonda", "Granizo", "Uco", "Acequia", "Parral", "Mosto", "Cosecha"]
SYMS = "!#$%&*.-_"


def clave() -> str:
    """A password she chose: a word, digits, a symbol; or a generated one."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(2, 4))}{pick(*SYMS)}",
        f"{pick(*WORDS).lower()}{pick(*SYMS)}{pick(*WORDS)}{digits(2)}",
        rnd(ALNUM + "!#%&*", 14),
        rnd(ALNUM, 12),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def cuit(prefix: str = "30") -> str:
    """A CUIT/CUIL with a valid check digit, printed XX-XXXXXXXX-X."""
    weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        body = prefix + digits(8, lead=True)
        rest = 11 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if rest == 10:
            continue
        check = 0 if rest == 11 else rest
        return f"{body[:2]}-{body[2:]}-{check}"


def mp_access_token() -> str:
    """A Mercado Pago production access token."""
    return f"APP_USR-{digits(16, lead=True)}-{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('23', '24', '25')}-{hexs(32)}-{digits(9, lead=True)}"


def mp_public_key() -> str:
    return f"{pick('APP_USR', 'TEST')}-{uid()}"


def tn_token() -> str:
    return hexs(40)


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(160, 180, 196))


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{pick(6, 14, 17, 21)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def masked_cbu() -> str:
    return f"{pick('007', '011', '017', '285', '072')}{digits(4)}{'*' * 11}{digits(4)}"


def andreani() -> str:
    return "3600" + digits(11)


def hik_serial() -> str:
    return f"DS-72{pick('04', '08', '16')}HQHI-K1{pick('', '/E')}20{pick('22', '23', '24')}{digits(4)}CCWR{digits(9)}WCVU"


def ip() -> str:
    return f"192.168.{pick(0, 1, 10, 20)}.{secrets.randbelow(200) + 2}"


def inv_lot() -> str:
    return f"{pick('MB', 'CS', 'BN', 'TR', 'PV')}-{pick('22', '23', '24')}-{pick('T', 'P', 'C')}{secrets.randbelow(20) + 1:02d}-{digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add("afip_clave_fiscal",
          f"Acordate: AFIP, CUIT de la bodega {cuit('30')}, clave fiscal {clave()}",
          f"clave fiscal mía (nivel 3) -> CUIL {cuit('27')} / {clave()}",
          f"Che, guardame esto: para entrar a AFIP con la clave fiscal de la sociedad es {cuit('30')} y la clave {clave()}. La cambié ayer porque me la pidió el sistema.",
          f"afip\nusuario: {cuit('30')}\nclave: {clave()}",
          f"La clave fisacl nueva es {clave()} (la vieja ya no anda, no me la recuerdes)",
          f"Contador (Rodo) entra con la clave fiscal de la finca: {cuit('30')} pass {clave()} — solo para presentar IVA y Ganancias")

    r.add("atm_mendoza_clave",
          f"ATM Mendoza (ingresos brutos) — CUIT {cuit('30')} clave {clave()}",
          f"clave de la ATM para el impuesto inmobiliario de la finca de Tupungato: {clave()}",
          f"Rentas Mendoza: usuario {cuit('30')}, contraseña {clave()}. Ojo que bloquea al tercer intento.",
          f"ATM -> {clave()} (la de la web de Rentas, no la del cajero eh)")

    r.add("home_banking_password",
          f"Home banking Galicia empresas: usuario bodega.{pick('losalamos', 'elparral', 'sanjose')} / clave {clave()}",
          f"banco nación HB: usuario {rnd(LOWER, 6)}{digits(3)} contraseña {clave()}",
          f"Macro Online Banking\nDNI {digits(8, lead=True)}\nclave de 6: {pin(6)}\nusuario: {rnd(LOWER, 7)}{digits(2)}",
          f"Acordate que la clave del home banking del Santander la cambié a {clave()}",
          f"HB del Credicoop (cuenta de la bodega): user {rnd(LOWER, 5)}.{rnd(LOWER, 4)} pass {clave()} — la uso para pagar sueldos de cosecha",
          f"Si te pregunto por la clave del banco: {clave()} (Galicia personal, no empresas)")

    r.add("bank_token_pin",
          f"PIN del Token de seguridad (app del Galicia): {pin(4)}",
          f"el pin del token del nación es {pin(6)}, no el de la tarjeta",
          f"Token Macro -> clave de activación {pin(8)} y PIN {pin(4)}",
          f"Guardá: PIN token Santander {pin(4)}. Lo pide para transferencias a cuentas nuevas.",
          f"clave del token (la de 4 numeros que me olvido siempre) = {pin(4)}")

    r.add("bank_coordinate_card",
          "Tarjeta de coordenadas del Credicoop (la de papel, por si la pierdo):\n" + "\n".join(f"{c}: " + " ".join(f"{n}={digits(2)}" for n in range(1, 6)) for c in "ABCDE"),
          f"coordenadas banco: A1 {digits(2)} A2 {digits(2)} B3 {digits(2)} C4 {digits(2)} D5 {digits(2)} E1 {digits(2)} — las que más pide",
          "| | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|\n" + "\n".join(f"| {c} | {digits(2)} | {digits(2)} | {digits(2)} | {digits(2)} |" for c in "ABCD") + "\n(tarjeta de coordenadas Nación, cuenta sueldos)")

    r.add("debit_card_pin",
          f"PIN de la débito del Galicia: {pin(4)}",
          f"pin cajero link tarjeta de la bodega {pin(4)} (la Visa débito azul)",
          f"El PIN de la tarjeta nueva del Nación es {pin(4)}, la anterior era otro, no confundir",
          f"débito macro terminada en {digits(4)} -> pin {pin(4)}",
          f"Clave de cajero (Banelco) para sacar efectivo para los cosechadores: {pin(4)}")

    r.add("credit_card_details",
          f"Visa corporativa: {groups(luhn('4'), 4)} vto {card_expiry()} cód seg {digits(3)}",
          f"Master de la bodega para pagar Google Ads\n{groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}\n{card_expiry()}\nCVV {digits(3)}",
          f"tarjeta p/ comprar insumos online: {luhn('4')} {card_expiry()} {digits(3)} a nombre de la sociedad",
          f"La Cabal del Credicoop: {groups(luhn('6042'), 4)}, vence {card_expiry()}, código {digits(3)}. PIN {pin(4)}")

    r.add("irrigation_controller_login",
          f"App del riego (Hydrawise) — mail riego@{pick('bodega', 'finca')}-{rnd(LOWER, 5)}.example / clave {clave()}",
          f"controlador de riego Netafim (NetBeat): usuario admin.finca pass {clave()}",
          f"riego goteo cuartel 4-12: entrar a la app con encargado{digits(2)} y {clave()}",
          f"Panel del controlador de riego en la casilla de bombas: http://{ip()}  admin / {clave()}",
          f"Acordate la contra del programador de riego: {clave()} (la cambió el técnico de Rain Bird)")

    r.add("irrigation_api_key",
          f"API key del Hydrawise (para la planilla que arma el Tano): {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
          f"hydrawise api_key={rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"token de la API del controlador de riego: {rnd(ALNUM, 32)}",
          f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 40)}' https://riego.acme.example/api/v1/zones")

    r.add("weather_station_credentials",
          f"Estación meteorológica (Weather Underground): station ID IMENDO{digits(2)}, station key {rnd(ALNUM, 8)}",
          f"login de la web de la estación Davis: estacion.{rnd(LOWER, 6)} / {clave()}",
          f"WU upload: ID=IMENDOZA{digits(2)}&PASSWORD={rnd(ALNUM, 8)}",
          f"la contraseña de la cuenta de weatherlink es {clave()} (mail de la finca)",
          f"Estación de la helada (la del cuartel norte): user admin pass {clave()} en http://{ip()}")

    r.add("weatherlink_api_secret",
          f"WeatherLink v2\napi-key: {rnd(LOWER + DIGITS, 32)}\napi-secret: {rnd(LOWER + DIGITS, 32)}",
          f"api secret de la estación davis (para el script de heladas): {rnd(LOWER + DIGITS, 32)}",
          f"WEATHERLINK_API_KEY={rnd(LOWER + DIGITS, 32)}\nWEATHERLINK_API_SECRET={rnd(LOWER + DIGITS, 32)}",
          f"La key del servicio de pronóstico para la alerta de granizo: {hexs(32)}")

    r.add("tiendanube_admin_login",
          f"Tiendanube (tienda online de vinos): admin@{rnd(LOWER, 6)}vinos.example / {clave()}",
          f"clave de la tiendanube: {clave()}",
          f"Panel de la tienda -> usuario: ventas.bodega, contraseña {clave()}. La community manager también la usa.",
          f"tienda nube login ventas@finca-{rnd(LOWER, 4)}.example pass:{clave()}",
          f"Recordame que la contra del admin de la tienda online la cambié a {clave()} después del hackeo de marzo")

    r.add("tiendanube_api_token",
          f"Token de la app privada de Tiendanube (store {digits(7, lead=True)}): {tn_token()}",
          f"curl -H 'Authentication: bearer {tn_token()}' -H 'User-Agent: Stock Bodega (ventas@bodega.example)' https://api.tiendanube.com/v1/{digits(7, lead=True)}/products",
          f"access_token tiendanube = {tn_token()}",
          f"TIENDANUBE_ACCESS_TOKEN={tn_token()}\nTIENDANUBE_STORE_ID={digits(7, lead=True)}",
          f"el token de tienda nube que generó el programador para sincronizar stock: {tn_token()} (no lo pases a nadie)")

    r.add("mercadopago_access_token",
          f"Access token de producción de Mercado Pago: {mp_access_token()}",
          f"MP_ACCESS_TOKEN={mp_access_token()}",
          f"mercadopago:\n  public_key: {mp_public_key()}\n  access_token: {mp_access_token()}",
          f"el access token de MP para el checkout de la tienda es {mp_access_token()}",
          f"curl -X GET https://api.mercadopago.com/v1/payments/search -H 'Authorization: Bearer {mp_access_token()}'",
          f"Credenciales MP (cuenta de la bodega)\nClient ID: {digits(16, lead=True)}\nClient secret: {rnd(ALNUM, 32)}")

    r.add("mercadopago_login",
          f"Mercado Pago de la bodega: ventas@{rnd(LOWER, 6)}.example / {clave()}",
          f"clave de MP: {clave()}",
          f"mercado pago (mi cuenta personal) -> {clave()}, y el código de seguridad de la app {pin(4)}",
          f"La contraseña de Mercado Pago la cambié a {clave()}. No confundir con la de Mercado Libre.",
          f"MP login: usuario BODEGA{rnd(UPPER, 4)}{digits(2)} pass {clave()}")

    r.add("dvr_admin_password",
          f"DVR de las cámaras (Hikvision, 8 canales): admin / {clave()}",
          f"rtsp://admin:{rnd(ALNUM, 10)}@{ip()}:554/Streaming/Channels/101",
          f"cámaras de la nave de barricas -> usuario admin, contraseña {clave()}, IP {ip()} puerto 8000",
          f"contra del DVR: {clave()} (la puso el técnico, después cambiala)",
          f"iVMS-4200\nDispositivo: DVR Bodega\nIP: {ip()}\nUsuario: admin\nClave: {clave()}",
          f"Para ver las cámaras desde el celu: usuario vigilancia, pass {clave()}")

    r.add("hik_connect_verification_code",
          f"código de verificación del DVR en Hik-Connect: {rnd(UPPER, 6)}",
          f"Hik-Connect: cuenta camaras@bodega.example clave {clave()}, verification code {rnd(UPPER, 6)}",
          f"El código de cifrado de video (el que pide la app para ver en vivo) es {rnd(UPPER, 6)}")

    r.add("alarm_code",
          f"Código de la alarma de la bodega: {pin(4)}",
          f"alarma casa: desactivar con {pin(4)}, coacción {pin(4)} (avisa a la central sin sonar)",
          f"Alarma de la sala de tanques\n- código usuario: {pin(4)}\n- código instalador: {pin(4)}\n- palabra clave con la central: {pick(*WORDS).lower()}",
          f"la clave de la alarma del galpón de maquinaria es {pin(4)}#",
          f"Si llama la central de monitoreo la contraseña verbal es '{pick(*WORDS).lower()} {pick(*WORDS).lower()}' y el código para desarmar {pin(4)}",
          f"alarm: {pin(6)} (la nueva DSC, la vieja era de 4)")

    r.add("wifi_password",
          f"WiFi de la bodega: red Bodega_Office, clave {clave()}",
          f"wifi sala de degustación (turistas): Degustacion / {rnd(LOWER + DIGITS, 10)}",
          f"el wifi de la casa de la finca es {clave()}",
          f"WIFI:T:WPA;S:Finca-{rnd(UPPER, 3)};P:{clave()};;",
          f"Red del galpón (la del repetidor): SSID Galpon_Riego pass {rnd(ALNUM, 12)}",
          f"clave wifi oficina: {clave()} — la de invitados es otra")

    r.add("gmail_app_password",
          f"Contraseña de aplicación de Gmail para que la tienda mande mails: {app_password()}",
          f"app password google (para el Outlook de la oficina): {app_password()}",
          f"SMTP smtp.gmail.com:587 user ventas@bodega.example pass {app_password().replace(' ', '')}",
          f"la 'contraseña de app' que me generó google para la impresora-scanner: {app_password()}")

    r.add("google_backup_codes",
          "Códigos de respaldo de Google (cuenta de la bodega):\n" + recovery_codes(5, "digits"),
          "backup codes gmail personal\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
          "códigos de recuperación de la tiendanube (2FA):\n" + recovery_codes(6, "other"))

    r.add("totp_secret",
          f"Clave secreta del 2FA de AFIP/Mercado Pago para cargarla en el celu nuevo: {groups(totp_seed(), 4)}",
          f"otpauth://totp/Tiendanube:admin@bodega.example?secret={totp_seed()}&issuer=Tiendanube",
          f"semilla del autenticador (MP): {totp_seed()}",
          f"Si cambio de teléfono, el código del Google Authenticator de la cuenta de Gmail es {groups(totp_seed().lower(), 4)}")

    r.add("safe_combination",
          f"Combinación de la caja fuerte de la oficina: {secrets.randbelow(100)}-{secrets.randbelow(100)}-{secrets.randbelow(100)}",
          f"caja fuerte (la de la casa): {pin(6)} + llave",
          f"cofre de la bodega: derecha {secrets.randbelow(100)}, izquierda {secrets.randbelow(100)}, derecha {secrets.randbelow(100)}",
          f"La caja fuerte electrónica abre con {pin(4)}, el código maestro es {pin(8)}")

    r.add("gate_padlock_code",
          f"candado de la tranquera del cuartel 7: {pin(4)}",
          f"Código del portón automático de entrada (teclado): {pin(4)}*",
          f"El candado de la casilla de bombas es de combinación: {digits(3)}",
          f"llavero de seguridad (keybox) de la cabaña para turistas -> {pin(4)}")

    r.add("afip_wsfe_private_key",
          "Clave privada del certificado de AFIP para factura electrónica (WSFE):\n" + pem("RSA PRIVATE KEY", 6),
          "bodega_wsfe.key\n" + pem("PRIVATE KEY", 5),
          "Guardame la key del certificado de facturación que generé con openssl, sin esto no factura la tienda:\n" + pem("RSA PRIVATE KEY", 4))

    r.add("accounting_db_connection_string",
          f"Tango Gestión (servidor de la oficina): Server=TANGO-SRV\\AXSQLEXPRESS;Database=BODEGA_SA;User Id=sa;Password={clave()};",
          f"postgres://stock:{rnd(ALNUM, 16)}@db.bodega.internal:5432/inventario",
          f"mysql -h tienda-db.acme.test -u vinos_app -p'{clave()}' vinos",
          f"DATABASE_URL=mysql://admin:{rnd(ALNUM, 14)}@bodega-erp.internal:3306/erp")

    r.add("raspberry_ssh_private_key",
          "Llave SSH de la Raspberry de los sensores de humedad (me la pasó el Tano):\n" + openssh_private(),
          "id_ed25519 de la pi del cuartel norte\n" + openssh_private(),
          f"raspberry sensores: ssh pi@{ip()} clave {clave()}")

    r.add("whatsapp_business_token",
          f"Token de WhatsApp Business API (para confirmar pedidos): {meta_token()}",
          f"WHATSAPP_TOKEN={meta_token()}\nWHATSAPP_PHONE_ID={digits(15, lead=True)}",
          f"access token permanente de Meta (el del usuario del sistema): {meta_token()}",
          f"Instagram/Meta API para el catálogo: {meta_token()}")

    r.add("mailchimp_api_key",
          f"API key de Mailchimp (newsletter del club de vinos): {mailchimp_key()}",
          f"mailchimp key = {mailchimp_key()}",
          f"MAILCHIMP_API_KEY={mailchimp_key()}",
          f"la key del mailchimp que pide el plugin de tiendanube es {mailchimp_key()}")

    r.add("sim_puk_code",
          f"PUK del chip del celu de la finca (Personal): {digits(8)}",
          f"chip claro del encargado: PIN {pin(4)} PUK {digits(8)}",
          f"si se bloquea el chip del router 4G del riego, el PUK es {digits(8)}")

    r.add("fuel_card_pin",
          f"PIN de la tarjeta YPF Ruta para el gasoil de los tractores: {pin(4)}",
          f"tarjeta de combustible (la de la camioneta) -> pin {pin(4)}",
          f"YPF Ruta: chofer Marce PIN {pin(4)}, chofer Eli PIN {pin(4)}",
          f"Clave de la tarjeta Shell Flota: {pin(5)}")

    r.add("shipping_api_credentials",
          f"Andreani (envíos de la tienda): usuario bodega_{rnd(LOWER, 5)} clave {clave()}, contrato {digits(9, lead=True)}",
          f"OCA e-Pak: usr ventas@bodega.example pass {clave()}",
          f"ANDREANI_API_KEY={rnd(ALNUM, 40)}",
          f"Token de Envia/Correo Argentino para cotizar envíos: {hexs(64)}")

    r.add("instagram_password",
          f"Instagram de la bodega (@{rnd(LOWER, 6)}_wines): {clave()}",
          f"contra del insta: {clave()}",
          f"Facebook de la bodega -> bodega.{rnd(LOWER, 5)}@example.com / {clave()}",
          f"La contraseña de Instagram que le pasé a la CM es {clave()}, cambiarla cuando termine el contrato")

    r.add("router_admin_password",
          f"Router de la oficina (Fibertel): http://{ip()} admin / {clave()}",
          f"router 4G del riego (TP-Link): clave admin {clave()}",
          f"Mikrotik de la bodega: user admin, pass {rnd(ALNUM + '!#%', 16)}",
          f"el módem de la casa se administra con admin/{clave()}")

    r.add("openai_api_key",
          f"API key de OpenAI para las fichas de cata automáticas: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"la key de chatgpt que usa el bot de la tienda: {openai_project_key()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("cuit_number",
          f"CUIT de la bodega para facturar: {cuit('30')}",
          f"El CUIT del proveedor de corchos es {cuit('30')} (Responsable Inscripto)",
          f"mi CUIL {cuit('27')}, para el formulario de ART",
          f"Cosechador nuevo: Juan P., CUIL {cuit('20')}, alta temprana hecha",
          f"cuit transporte: {cuit('33')} — pedir constancia de inscripción actualizada",
          f"Datos para la factura del distribuidor: razón social Distribuidora Andes SRL, CUIT {cuit('30')}, IVA RI")

    r.add("masked_cbu",
          f"CBU de la cuenta de la bodega termina en {digits(4)} (el completo está en el homebanking)",
          f"Transferir al proveedor de barricas: CBU {masked_cbu()}",
          f"CBU (Clave Bancaria Uniforme) cuenta sueldos: {masked_cbu()}",
          f"cbu ****{digits(4)} — es la cuenta en dólares, no la de pesos",
          f"Me pagaron a la cuenta {masked_cbu()}, chequear el lunes")

    r.add("cbu_alias",
          f"Alias para que me transfieran: {pick('malbec', 'finca', 'bodega')}.{pick('sol', 'uco', 'parral')}.{pick('vino', 'cepa', 'mosto')}",
          f"alias CBU de la tienda: {pick('tinto', 'roble', 'vid')}.{pick('andes', 'zonda', 'nieve')}.mp",
          f"El alias de Mercado Pago para cobrar las visitas es {pick('degusta', 'visita')}.{pick('bodega', 'finca')}.{digits(2)}",
          f"alias del contador para pagarle los honorarios: {pick('rodo', 'conta')}.{pick('honorarios', 'estudio')}.{pick('mza', 'lujan')}")

    r.add("lot_number",
          f"Lote embotellado hoy: {inv_lot()} — 4.800 botellas",
          f"lote del Malbec reserva 2023: L{digits(5)}",
          f"Reclamo de cliente por corcho, lote {inv_lot()}, guardar muestra testigo",
          f"Los lotes que van a la exportación: {inv_lot()}, {inv_lot()}, {inv_lot()}",
          f"lote de levadura usado en tanque 12: {rnd(UPPER + DIGITS, 8)} (vence 11/{pick('25', '26')})",
          f"Lote de fitosanitario aplicado en cuartel 3: {digits(6)}{rnd(UPPER, 2)}, carencia 21 días")

    r.add("invoice_number",
          f"Factura A {digits(4)}-{digits(8)} de la tonelería, pagada",
          f"fc B 0003-{digits(8)} a nombre de consumidor final, la anulamos con NC 0003-{digits(8)}",
          f"Pendiente: factura del flete nº {digits(5)}-{digits(8)}",
          f"Facturas de cosecha pendientes de pago: {', '.join(f'0002-{digits(8)}' for _ in range(4))}",
          f"La factura E (exportación) nro 0005-{digits(8)} tiene que salir con el permiso de embarque {digits(2)}{digits(3)}EC01{digits(6)}{rnd(UPPER, 1)}",
          f"remito r 0001-{digits(8)} — 60 cajas de 6")

    r.add("afip_cae",
          f"CAE de la última factura: {digits(14, lead=True)} vto CAE {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/2025",
          f"La factura salió con CAE {digits(14, lead=True)}, ya se la mandé al cliente",
          f"cae {digits(14, lead=True)} - fc A 0004-{digits(8)}",
          f"Si el cliente pregunta, el CAE de su factura es {digits(14, lead=True)} y se verifica en la web de AFIP")

    r.add("inv_code",
          f"Inscripción INV de la bodega: {pick('A', 'B', 'C')}{digits(5)}",
          f"Certificado de análisis INV nº {digits(6)}/{pick('2024', '2025')} para el Malbec 2023",
          f"Código INV del viñedo (Registro de Viñedos): {pick('A', 'F', 'K')}{digits(5)} — cuartel 1 a 9",
          f"Declaración de cosecha INV (CEC) {digits(8)}, presentada",
          f"Nro de análisis de libre circulación: {pick('LC', 'EX')}-{digits(7)}; estampilla INV serie {rnd(UPPER, 2)}{digits(7)}",
          f"Formulario INV {pick('1990', '1991')} número {digits(7)} — traslado de vino a granel")

    r.add("tracking_number",
          f"Andreani, envío a Córdoba: {andreani()}",
          f"seguimiento correo argentino: CP{digits(9)}AR",
          f"OCA tracking {digits(19)} — el de las 12 botellas del club",
          f"Pedido de la tienda enviado, nro de seguimiento {andreani()}, avisarle al cliente",
          f"El DHL de las muestras a Brasil: {digits(10, lead=True)}",
          f"guías del día: {andreani()}, {andreani()}, {andreani()}")

    r.add("mercadopago_public_key",
          f"Public key de Mercado Pago (va en el front de la tienda): {mp_public_key()}",
          f"MP_PUBLIC_KEY={mp_public_key()}",
          f"La public key de prueba del checkout es {mp_public_key()}; la de producción es otra y también es pública",
          f"<script>const mp = new MercadoPago('{mp_public_key()}', {{ locale: 'es-AR' }});</script>",
          f"public_key: {mp_public_key()} (el access token NO va acá, está en las variables del servidor)")

    r.add("mercadopago_operation_number",
          f"Operación de Mercado Pago nº {digits(11, lead=True)}, cobro de la visita guiada",
          f"Devolución MP del pedido #{digits(4)}: operación {digits(11, lead=True)}",
          f"pago recibido id {digits(11, lead=True)} — conciliar con la factura",
          f"https://www.mercadopago.com.ar/activities/detail/{digits(11, lead=True)}",
          f"El cliente dice que pagó, operación MP {digits(11, lead=True)}, pero no me figura")

    r.add("tiendanube_order_number",
          f"Pedido #{digits(4, lead=True)} de la tienda: 2 cajas Malbec, pago con MP",
          f"tiendanube orden {digits(9, lead=True)} (id interno) = pedido #{digits(4, lead=True)}",
          f"Reclamo del pedido #{digits(4, lead=True)}, llegó una botella rota",
          f"https://{rnd(LOWER, 6)}vinos.mitiendanube.com/admin/orders/{digits(9, lead=True)}",
          f"Pedidos a despachar mañana: #{digits(4, lead=True)}, #{digits(4, lead=True)} y #{digits(4, lead=True)} (retiro en bodega el último)")

    r.add("dvr_serial_number",
          f"Número de serie del DVR (para la garantía): {hik_serial()}",
          f"DVR modelo DS-7208HQHI-K1, firmware V4.{secrets.randbelow(80)}.{digits(3)} build {digits(6)}",
          f"Serie cámara del portón: DS-2CE16D0T-IRF{digits(8)}{rnd(UPPER, 4)}{digits(8)}",
          f"S/N del disco del DVR: WD-WCC{rnd(UPPER + DIGITS, 8)} (1 TB, cambiar en 2026)")

    r.add("rtsp_url_without_credentials",
          f"Stream de la cámara 3: rtsp://{ip()}:554/Streaming/Channels/301 (pide usuario y clave, los tengo en la libreta)",
          f"URL para ver la cámara del tanque en VLC: rtsp://{ip()}/Streaming/Channels/102",
          f"Puertos del DVR: HTTP 80, RTSP 554, server 8000 — IP fija {ip()}",
          f"Acceso remoto a las cámaras vía https://camaras.bodega.example:{pick(8443, 9443)}/doc/page/login.asp")

    r.add("password_rotation_note",
          "Cambiar la clave fiscal de AFIP antes del 30, la pide cada tanto.",
          "Recordatorio: rotar la clave del DVR cuando se vaya el técnico.",
          "Le cambié la contraseña a la tiendanube y a Mercado Pago después del phishing. Ya están las nuevas en el 1Password.",
          "El home banking me obligó a cambiar la clave: no puede repetir las últimas 5.",
          "clave del wifi de turistas: cambiarla cada temporada de vendimia",
          "Avisarle a Marce que la contraseña de la alarma cambió (se la digo en persona, no por WhatsApp)")

    r.add("secret_location_reference",
          "La clave fiscal está en el sobre cerrado en la caja fuerte de la oficina.",
          "Las contraseñas de todo están en el 1Password de la bodega, bóveda 'Administración'.",
          "El código de la alarma lo tiene el encargado de seguridad, pedírselo a él.",
          "La tarjeta de coordenadas está en el cajón con llave del escritorio.",
          "clave del DVR: en la libreta negra, página de 'cámaras'",
          "Los tokens de la API de Mercado Pago los guarda el programador en las variables de entorno del hosting, no los tengo yo.")

    r.add("masked_credential",
          "clave fiscal: ******** (no la anoto acá)",
          f"Visa corporativa terminada en {digits(4)}, vence {card_expiry()}",
          f"Access token de MP: APP_USR-{digits(4)}…{digits(4)} (el completo en el servidor)",
          f"token tiendanube: {hexs(4)}••••••••••••{hexs(4)}",
          "pin del token: xxxx — lo sé de memoria")

    r.add("controller_mac_address",
          f"MAC del controlador de riego (para reservarle IP en el router): {mac()}",
          f"El repetidor wifi del galpón tiene MAC {mac('-', True)}",
          f"MAC estación meteorológica: {mac()} — IP reservada {ip()}",
          f"Dispositivos en la red del riego: bomba1 {mac()}, bomba2 {mac()}, sensor humedad {mac()}")

    r.add("weather_station_id",
          f"Nuestra estación en Weather Underground es IMENDO{digits(2)}, la pueden ver todos en la web",
          f"station id davis: {digits(6, lead=True)}, station uuid {uid()}",
          f"ID de la estación del INTA más cercana: {digits(5)}",
          f"https://www.wunderground.com/dashboard/pws/IMENDOZA{digits(2)}",
          f"Sensor de helada cuartel norte: device EUI {rnd(HEX.upper(), 16)}")

    r.add("firmware_checksum",
          f"Firmware nuevo del controlador de riego v3.{secrets.randbelow(20)}, SHA256 {hexs(64)}",
          f"md5 del instalador del iVMS: {hexs(32)}",
          f"Backup de Tango del viernes: tango_{digits(8)}.bak, sha1 {hexs(40)}",
          f"hash del PDF del análisis INV que mandamos al importador: {hexs(64)}")

    r.add("wine_barcode",
          f"EAN del Malbec Reserva 750: {ean13('779')}",
          f"código de barras Torrontés: {ean13('779')}, caja x6 DUN-14: 1{ean13('779')}",
          f"EANs para el catálogo del super: Bonarda {ean13('779')}, Rosado {ean13('779')}",
          f"SKU tienda: MAL-RES-750-{digits(2)} / EAN {ean13('779')}")

    r.add("renspa_number",
          f"RENSPA de la finca: 13.{digits(3)}.0.{digits(5)}/00",
          f"renspa finca Tupungato 13.{digits(3)}.0.{digits(5)}/0{secrets.randbelow(3)} — lo pide SENASA",
          f"Número de inscripción en ISCAMEN: {digits(6)}",
          f"Padrón de riego (Irrigación): {digits(4)}-{digits(4)}, derecho de agua {digits(2)}")

    r.add("env_var_reference",
          "En el deploy de la tienda: MP_ACCESS_TOKEN=${{ secrets.MP_ACCESS_TOKEN }}",
          "TIENDANUBE_TOKEN lo lee de la variable de entorno, no está en el código",
          "access_token: ${MP_ACCESS_TOKEN}\npublic_key: ${MP_PUBLIC_KEY}",
          "El script de heladas necesita WEATHERLINK_API_KEY y WEATHERLINK_API_SECRET en el .env (pedírselas al Tano)",
          "vault kv get secret/bodega/tienda/mercadopago  -> así los saca el programador")

    r.add("ssh_public_key",
          f"Clave pública de la Raspberry (para agregar al servidor): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pi@sensores",
          f"authorized_keys del Tano:\nssh-rsa {ssh_pub('ssh-rsa', 180)} tano@notebook",
          f"Fingerprint de la llave de la pi: SHA256:{rnd(ALNUM + '+/', 43)}")

    r.add("analytics_tracking_id",
          f"Google Analytics de la tienda: G-{rnd(UPPER + DIGITS, 10)}",
          f"Pixel de Meta para la tiendanube: {digits(15, lead=True)}",
          f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}, lo cargó la CM",
          f"ID de cliente de Google Ads: {digits(3)}-{digits(3)}-{digits(4)}")

    r.add("barrel_id",
          f"Barrica {pick('F', 'A')}225-{pick('22', '23', '24')}-{digits(4)} (roble francés, 2do uso)",
          f"Barricas del Cabernet: {', '.join(f'BQ-{digits(4)}' for _ in range(5))}",
          f"tanque T-{digits(2)} (inox 20.000 L) con Malbec lote {inv_lot()}",
          f"Tonelería: barricas con chip RFID {hexs(16).upper()} y {hexs(16).upper()}",
          f"Pallet {digits(18)} (SSCC) — 80 cajas a Buenos Aires")

    r.add("alarm_event_log",
          f"Evento de la alarma anoche: E130 zona {secrets.randbelow(8) + 1}, 03:{secrets.randbelow(60):02d} — fue un gato",
          f"Central de monitoreo, abonado nº {digits(4)}, cuenta {rnd(UPPER + DIGITS, 4)}",
          "La alarma se armó 22:10 y se desarmó 06:45 (usuario 3)",
          f"Ticket de la empresa de alarmas por falla de batería: #{digits(6)}")

    r.add("afip_certificate_fingerprint",
          f"Certificado AFIP WSFE: CN=bodega_wsfe, serialNumber=CUIT {cuit('30').replace('-', '')}, vence 2026; SHA1 {':'.join(hexs(40)[i:i + 2].upper() for i in range(0, 40, 2))}",
          f"número de serie del certificado digital: {hexs(16)}",
          f"Alias del certificado en AFIP: bodega{digits(4)} — punto de venta 0004 habilitado para Web Services",
          "El CSR ya lo subí a AFIP (el .csr es público, la .key se queda en el servidor)")

    r.add("bank_transfer_receipt",
          f"Comprobante de transferencia nº {digits(10, lead=True)} a Tonelería Andes, $ 2.340.000",
          f"transferencia al INV por la tasa, nro de operación {digits(8, lead=True)}",
          f"VEP AFIP nº {digits(9, lead=True)} — pagado por home banking",
          f"Código de pago electrónico Rentas: {digits(20)}",
          f"F.931 número de verificación {digits(10, lead=True)}, presentado el 10")

    r.add("clave_word_not_secret",
          "La clave del riego en enero: dos turnos de 40 minutos, no más.",
          "clave de la vendimia: cosechar el Malbec del cuartel 4 antes de la lluvia",
          f"Palabra clave para el SEO de la tienda: 'malbec valle de uco', 'vino {pick('orgánico', 'de altura')}'",
          "La clave está en la acidez: pH 3,6 y acidez total 5,8 g/L",
          "Token de bienvenida para los del club: una copa de espumante en la visita (no es un código, es un vale de papel)")

    r.add("password_policy",
          "AFIP pide clave fiscal de mínimo 8 caracteres con mayúscula y números; nivel 3 se tramita con validación biométrica.",
          "Política de la bodega: contraseñas de 12+ caracteres, nada de nombres de cepas, cambiar cada 6 meses.",
          "El token del banco tiene PIN de 4 dígitos y se bloquea después de 3 intentos fallidos.",
          "Tiendanube ahora exige 2FA para administradores — activarlo para la CM también.")

    r.add("uuid_in_url",
          f"Link a la planilla de cosecha: https://docs.example/spreadsheets/d/{rnd(URLSAFE, 44)}/edit",
          f"Presupuesto del tonelero: https://portal.acme.example/quotes/{uid()}",
          f"Reserva de la visita guiada: https://reservas.bodega.example/booking/{uid()}",
          f"Informe de análisis de suelo https://lab.acme.test/informes/{uid()}.pdf")

    r.add("tiendanube_app_id",
          f"App de stock en Tiendanube: app_id {digits(4, lead=True)}, store_id {digits(7, lead=True)} (son públicos, salen en la URL)",
          f"Client ID de la app de Mercado Pago: {digits(16, lead=True)} — el secret NO va acá",
          f"Google OAuth client id de la tienda: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com")

    r.add("security_settings_numbers",
          "Alarma: retardo de entrada 30 segundos, salida 45, sirena 4 minutos.",
          f"DVR: grabación 15 días, resolución 1080p, {pick(4, 8)} cámaras activas, puerto {pick(8000, 37777)}",
          "Token del banco: el código dura 60 segundos y tiene 6 dígitos.",
          f"Router del riego: DHCP de {ip()} a .150, WPA2, canal {secrets.randbelow(11) + 1}")

    return r


def main() -> None:
    write_corpora("make_heldout268.py", [
        ("heldout268_credentials.yaml", credentials(), "Held-out batch 268: credentials a Mendoza vineyard and winery manager asks to remember (AFIP, banks, Mercado Pago, Tiendanube, irrigation, weather station, DVR, alarms)"),
        ("heldout268_lookalikes.yaml", lookalikes(), "Held-out batch 268: look-alikes from the same winery manager (CUITs, lots, invoices, INV codes, tracking numbers, masked CBUs, public keys, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
