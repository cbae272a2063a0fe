# ruff: noqa: E501
"""Writes heldout214_credentials.yaml and heldout214_lookalikes.yaml: held-out batch 214.

Persona: an accountant (contadora pública) with a small practice in Mexico City who writes
Spanish, Mexican usage, with some English mixed in. She asks the assistant to remember the
SAT e.firma (FIEL) key passwords and CIEC of her clients, the CSD key passwords, BBVA and
Banorte online-banking passwords, token PINs and card NIPs, the CONTPAQi and Aspel admin
passwords, a client's IMSS IDSE login, the office NAS and Wi-Fi passwords and the FacturAPI
and Facturama API credentials. Her look-alikes are RFCs, CURPs, folio fiscal UUIDs of CFDI
invoices, CLABEs for receiving payments, invoice series and folios, SAT acuse numbers, IMSS
registros patronales, SPEI tracking keys and bank references, public CSD certificate serial
numbers, masked card numbers and password-rotation reminders.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

VOCAB = [
    "jacaranda", "nopal", "ajolote", "tlacoyo", "zocalo", "huarache", "colibri", "mezcal",
    "trajinera", "alebrije", "piñata", "chapulin", "tamarindo", "quetzal", "volcan", "tianguis",
    "cenote", "guayaba", "mariachi", "canela", "xoloitzcuintle", "papalote", "pozole", "tepache",
]
WORDS = ["Coyoacan", "Tlalpan", "Roma", "Condesa", "Xochimilco", "Azteca", "Pumas", "America",
         "Chilango", "Balance", "Conta", "Fiscal", "Nomina", "Cuervo", "Popocatepetl"]
STATES = ["DF", "MC", "JC", "NL", "PL", "VZ", "GT", "QT", "MS", "OC"]
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"
VOWELS = "AEIOU"


def yymmdd(first: int = 60, span: int = 40) -> str:
    year = (first + secrets.randbelow(span)) % 100
    return f"{year:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def homoclave() -> str:
    return rnd(UPPER + DIGITS, 2) + pick(*DIGITS, "A")


def rfc_moral() -> str:
    """An RFC of a company: three letters, date of incorporation, homoclave."""
    return rnd(UPPER, 3) + yymmdd(85, 39) + homoclave()


def rfc_fisica() -> str:
    """An RFC of a person: four letters, birth date, homoclave."""
    return rnd(UPPER, 4) + yymmdd() + homoclave()


def curp() -> str:
    return (secrets.choice(CONSONANTS) + secrets.choice(VOWELS) + rnd(UPPER, 2) + yymmdd()
            + pick("H", "M") + secrets.choice(STATES) + "".join(secrets.choice(CONSONANTS) for _ in range(3))
            + digits(1) + digits(1))


def clabe(bank: str = "012") -> str:
    """An 18-digit CLABE with a valid check digit (weights 3, 7, 1)."""
    body = bank + digits(3) + digits(11)
    total = sum(int(c) * (3, 7, 1)[i % 3] % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def folio() -> str:
    """A folio fiscal (UUID of a CFDI) as the SAT prints it."""
    return uid().upper()


def csd_serial() -> str:
    """A CSD or e.firma certificate number: 20 digits, public."""
    return "00001000000" + digits(9, lead=True)


def registro_patronal() -> str:
    return secrets.choice(UPPER) + digits(10)


def ciec() -> str:
    """A CIEC: eight letters and digits."""
    return rnd(ALNUM, 8)


def nip(n: int = 4) -> str:
    return digits(n)


def spw() -> str:
    """A password a Mexico City office would pick, or one a manager generated."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(4)}{pick('#', '$', '*', '!', '.')}",
        f"{secrets.choice(VOCAB).capitalize()}.{secrets.choice(VOCAB)}.{digits(2)}",
        f"{secrets.choice(WORDS).lower()}_{digits(3)}{secrets.choice(UPPER)}{pick('&', '%', '?')}",
        pw(),
        rnd(ALNUM + "#$%&*", 12),
    )


def wifi() -> str:
    return pick(rnd(ALNUM, 12), f"{secrets.choice(WORDS)}{digits(5)}!", hexs(10).upper(),
                phrase(VOCAB, 3, "-"))


def last4() -> str:
    return digits(4)


def money() -> str:
    return f"${secrets.randbelow(90000) + 500:,}.{digits(2)}"


def facturapi_key(kind: str = "live") -> str:
    return f"sk_{kind}_{rnd(ALNUM, 40)}"


def mp_access_token() -> str:
    return f"APP_USR-{digits(16, lead=True)}-{digits(6)}-{hexs(32)}-{digits(9, lead=True)}"


def anydesk_id() -> str:
    return f"{digits(3, lead=True)} {digits(3)} {digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "sat_ciec_password",
        f"CIEC de Abarrotes La Esperanza (RFC {rfc_moral()}): {ciec()}",
        f"contraseña SAT del cliente Ruiz, la CIEC nueva es {ciec()} — la cambió el 3 de marzo, la anterior ya no sirve",
        f"Remember: CIEC Dra. Ocampo {rfc_fisica()} / {ciec()}",
        f"portal sat -> rfc {rfc_fisica()} pass {ciec()} (ojo con las mayúsculas)",
        f"Clave CIEC actualizada\nRFC: {rfc_moral()}\nContraseña: {ciec()}\nCorreo registrado: contabilidad@ferreteria-lopez.example",
        f"la ciec de mi mamá pa la declaración anual: {ciec()}",
        f"CIECs:\n  Ruiz Hnos -> {ciec()}\n  Ocampo -> {ciec()}\n  Ñandú -> {ciec()}",
    )

    r.add(
        "sat_efirma_key_password",
        f"Contraseña de la clave privada de la e.firma de Hnos. Ruiz: {spw()}",
        f"FIEL Dra Ocampo -> archivo Claveprivada_FIEL_{rfc_fisica()}_20240315_101522.key, pass: {spw()}",
        f"e.firma (antes FIEL) del despacho, contraseña de la .key = {spw()}. El .cer está en la carpeta SAT/2024",
        f"pwd fiel transportes ñandú {spw()}",
        f"| Cliente | RFC | Pass FIEL |\n|---|---|---|\n| Abarrotes La Esperanza | {rfc_moral()} | {spw()} |\n| Transportes Ñandú | {rfc_moral()} | {spw()} |",
        f"Para firmar la declaración anual de Don Chuy la contraseña de su firma electrónica es {spw()}",
    )

    r.add(
        "csd_key_password",
        f"CSD sucursal Tlalpan: contraseña de la llave privada {spw()}, no. de certificado {csd_serial()}",
        f"Sello digital (CSD) de Taller Ruiz — contraseña: {spw()}",
        f"para cargar el CSD en Facturama pide la contraseña de la llave: {spw()}",
        f"csd key pw {spw()} (serie A, matriz)",
        f"openssl pkcs8 -inform DER -in CSD_Matriz_{rfc_moral()}.key -out csd.pem -passin pass:{spw()}",
    )

    r.add(
        "csd_private_key_pem",
        f"Llave del CSD ya convertida a PEM para el script de timbrado:\n{pem('PRIVATE KEY', 6)}",
        f"key.pem de la sucursal Coyoacán\n{pem('RSA PRIVATE KEY', 5)}",
        f"guárdame esto (private key del CSD convertida con openssl, sin contraseña):\n{pem('PRIVATE KEY', 4)}",
        f"PEM de la e.firma de Hnos Ruiz para el firmado masivo:\n{pem('PRIVATE KEY', 5)}",
    )

    r.add(
        "bbva_card_nip",
        f"NIP tarjeta débito BBVA del despacho terminación {last4()}: {nip()}",
        f"nip bbva empresarial {nip()}",
        f"BBVA - NIP de la tarjeta de gastos (la que trae Lupita): {nip()}",
        f"Tarjeta BBVA {groups(luhn('4152'), 4)}, vence {card_expiry()}, NIP {nip()}",
        f"mi NIP del cajero BBVA lo cambié a {nip()}, no se te olvide",
        f"my BBVA debit card PIN is {nip()} (the old one got blocked)",
    )

    r.add(
        "bbva_netcash_login",
        f"BBVA Net Cash\nCódigo de empresa: {digits(9, lead=True)}\nCódigo de usuario: CONTA01\nContraseña: {spw()}",
        f"netcash bbva: empresa {digits(9, lead=True)} usr conta02 pass {spw()}  (el token lo trae el Lic. Ramírez)",
        f"Clave de acceso de BBVA Net Cash cambiada a {spw()}",
        f"BBVA Net Cash login for Transportes Ñandú — company code {digits(9, lead=True)}, user ADMIN2, password {spw()}",
        f"Contraseña de operación (la que pide para firmar transferencias) en Net Cash: {spw()}",
        f"net cash -- usuario CONTA03 / contrasenia {spw()} / cod empresa {digits(9, lead=True)}",
    )

    r.add(
        "banorte_online_password",
        f"Banorte Móvil - usuario {rnd(LOWER, 6)}{digits(2)}, contraseña {spw()}",
        f"Banca en línea Banorte empresarial: clave de usuario {digits(8, lead=True)} / contraseña {spw()}",
        f"contra banorte {spw()}",
        f"Banorte: NIP de la tarjeta {nip()} y la contraseña de la app {spw()}",
        f"Nueva contraseña de Banorte del cliente Ruiz: {spw()} (la anterior era parecida)",
        f"contraseña banrote empresas {spw()} usuario {digits(8, lead=True)}",
    )

    r.add(
        "bank_token_pin",
        f"Código de activación del Token Celular Banorte: {digits(8)} (vence en 48 h)",
        f"PIN del token físico BBVA (el llavero azul): {nip()}",
        f"Banorte token celular — PIN de 4 dígitos para abrirlo: {nip()}",
        f"Token móvil BBVA, clave de activación {rnd(UPPER + DIGITS, 10)}; activarlo antes del viernes",
        f"NIP del token de Banorte Empresarial: {nip(6)}",
        f"token bbva pin: {nip()}  |  NIP tarjeta: {nip()}",
    )

    r.add(
        "contpaqi_admin_password",
        f"CONTPAQi Contabilidad usuario SUPERVISOR contraseña {spw()}",
        f"contpaq nóminas: admin / {spw()}",
        f"Contraseña del usuario ADMIN en CONTPAQi Comercial Premium: {spw()}. No se la pases a los practicantes",
        f"CONTPAQi: user SUPERVISOR pwd {spw()}; user CAPTURA pwd {spw()}",
        f"Contpaqi Bancos — usuario supervisor, clave {spw()}",
        f"Remind me: the CONTPAQi admin password on the new server is {spw()}",
    )

    r.add(
        "contpaqi_sql_connection",
        f"Server=SRV-CONTA\\COMPAC;Database=ctDespachoGarcia;User Id=sa;Password={spw()};",
        f"SQL Server de CONTPAQi: instancia COMPAC, usuario sa, contraseña {spw()}",
        f"sqlcmd -S srv-conta.despacho.internal\\COMPAC -U sa -P '{spw()}' -Q \"BACKUP DATABASE ctHnosRuiz2024 TO DISK='D:\\resp\\ruiz.bak'\"",
        f"password del sa (SQL 2019 Express que instaló el de soporte): {spw()}",
        f"Data Source=192.168.1.10\\COMPAC;Initial Catalog=adTransportesNandu;User ID=sa;Password={spw()};TrustServerCertificate=True",
    )

    r.add(
        "aspel_admin_password",
        f"Aspel SAE 9 — usuario 1 (Administrador), contraseña {spw()}",
        f"aspel coi admin pass: {spw()}",
        f"Aspel NOI: usuario ADMIN, clave {spw()} (empresa 03)",
        f"Contraseña de Aspel Facture para la empresa Transportes Ñandú: {spw()}",
        f"Aspel - password administrador: {spw()} / usuaria Lupita: {spw()}",
        f"Aspel BANCO 6, contraseña del admin: {spw()}",
    )

    rp = registro_patronal()
    r.add(
        "imss_idse_login",
        f"IDSE de Abarrotes La Esperanza: usuario {registro_patronal()}, contraseña del certificado .pfx {spw()}",
        f"Acceso IDSE Hnos Ruiz\nRegistro patronal: {rp}\nContraseña: {spw()}\nArchivo: {rp}.pfx",
        f"contraseña idse {spw()} (es la misma del SUA)",
        f"IMSS Desde Su Empresa del cliente nuevo – pass {spw()}",
        f"Escritorio Virtual IMSS, contraseña de la e.firma del patrón Ocampo: {spw()}",
        f"IDSE Transportes Ñandú -> RP {registro_patronal()} pwd {spw()}",
    )

    r.add(
        "nas_admin_password",
        f"NAS Synology del despacho (nas.despacho.internal) — admin / {spw()}",
        f"DSM admin pass: {spw()}",
        f"contraseña del NAS: {spw()}. Usuario: contabilidad",
        f"QNAP del cliente Ruiz http://192.168.1.50:8080 usuario admin contraseña {spw()}",
        f"mount -t cifs //nas.despacho.internal/respaldos /mnt/resp -o username=respaldos,password={spw()}",
        f"Usuario del NAS para el escáner: scanner / {spw()}",
    )

    r.add(
        "office_wifi_password",
        f"Wi-Fi oficina: red DespachoGarcia_5G, contraseña {wifi()}",
        f"wifi invitados: {wifi()}",
        f"la clave del internet de la oficina es {wifi()}",
        f"WIFI:T:WPA;S:Despacho-Oficina;P:{wifi()};;",
        f"Red: Totalplay-{hexs(4).upper()}\nPass: {hexs(10).upper()}",
        f"Wi-Fi de la oficina de la Sra. Ocampo (cuando voy a hacerle el cierre): {wifi()}",
    )

    r.add(
        "router_admin_password",
        f"Módem Telmex (192.168.1.254) usuario TELMEX contraseña {hexs(10).upper()}",
        f"router admin: admin / {spw()}",
        f"Contraseña de administrador del router de Izzi: {spw()}",
        f"Modem Totalplay — web admin user: admin, pass: {rnd(ALNUM, 10)}",
    )

    r.add(
        "facturapi_secret_key",
        f"FacturAPI live key del despacho: {facturapi_key()}",
        f"FACTURAPI_KEY={facturapi_key()}",
        f"const facturapi = new Facturapi('{facturapi_key()}');",
        f"la llave secreta de FacturAPI (organización Hnos Ruiz): {facturapi_key()}",
        f"{facturapi_key('user')} es la user key de FacturAPI, con esa se crean las organizaciones de los clientes",
        f"FacturAPI: la de pruebas es {facturapi_key('test')} y la de producción {facturapi_key()}",
    )

    fuser = pick("despachogarcia", "dgarcia_api", "conta_ruiz")
    fpass = spw()
    r.add(
        "facturama_api_credentials",
        f"Facturama API usuario: {fuser} / contraseña: {fpass}",
        f"Authorization: Basic {basic(fuser, fpass)}",
        f"facturama (portal web) login contabilidad@despacho.example pass {spw()}",
        f"Facturama sandbox: user pruebas_dg pass {spw()}",
        f"facturama api -> usuario {fuser}, pass {spw()} (la cambié en junio)",
    )

    r.add(
        "pac_finkok_credentials",
        f"Finkok (PAC) usuario timbrado@despacho.example contraseña {spw()}",
        f"PAC: finkok / user timbrado@despacho.example / pwd {spw()} — lo usa el script de timbrado en la VM",
        f"FINKOK = {{'username': 'timbrado@despacho.example', 'password': '{spw()}'}}",
        f"Contraseña de Finkok para cancelaciones: {spw()}",
    )

    r.add(
        "mercadopago_access_token",
        f"Access token de Mercado Pago de la tienda del cliente (para conciliar ventas): {mp_access_token()}",
        f"MP_ACCESS_TOKEN={mp_access_token()}",
        f"token de producción de Mercado Pago, Boutique Valeria: {mp_access_token()}",
        f"mercadopago:\n  access_token: {mp_access_token()}",
    )

    r.add(
        "openpay_private_key",
        f"Openpay de la tienda en línea: merchant m{rnd(LOWER + DIGITS, 19)}, llave privada sk_{hexs(32)}",
        f"OPENPAY_PRIVATE_KEY=sk_{hexs(32)}",
        f"openpay sandbox sk_{hexs(32)} / producción sk_{hexs(32)}",
        f"llave privada openpay (producción) sk_{hexs(32)} — solo para el script de conciliación",
    )

    r.add(
        "gmail_app_password",
        f"Contraseña de aplicación de Google para que CONTPAQi mande los XML por correo: {app_password()}",
        f"app password google facturas@despacho.example: {app_password().replace(' ', '')}",
        f"Contraseña de app (Google Workspace) para el escáner Ricoh: {app_password()}",
        f"contraseña de aplicación gmail cliente Ruiz ({app_password()})",
    )

    r.add(
        "smtp_password",
        f"Aspel correo: servidor smtp.despacho.example puerto 465 SSL, usuario facturas@despacho.example, contraseña {spw()}",
        f"SMTP facturación\nhost: mail.despacho.example\nuser: cfdi@despacho.example\npass: {spw()}",
        f"correo de envío de facturas, pwd {spw()}",
        f"SMTP_PASSWORD={spw()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid del script que manda los estados de cuenta a los clientes: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"api key sendgrid (cuenta despacho): {sendgrid_key()}",
    )

    r.add(
        "infonavit_portal_password",
        f"Portal Empresarial Infonavit, NRP {registro_patronal()}, contraseña {spw()}",
        f"infonavit empresarial pass {spw()}",
        f"Mi Cuenta Infonavit de Abarrotes La Esperanza — usuario {rfc_moral()} contraseña {spw()}",
        f"Infonavit: la contraseña nueva del portal para Hnos Ruiz es {spw()} (la pidió por el 800)",
    )

    r.add(
        "tesoreria_cdmx_isn_password",
        f"Oficina Virtual Tesorería CDMX (ISN) de Hnos Ruiz: RFC {rfc_moral()} / {spw()}",
        f"impuesto sobre nómina CDMX, contraseña del portal: {spw()}",
        f"Tesorería CDMX — password {spw()}, para sacar la línea de captura del 3%",
        f"ISN Ñandú: portal Tesorería, contraseña {spw()}",
    )

    r.add(
        "remote_access_password",
        f"AnyDesk de la compu de Hnos Ruiz: ID {anydesk_id()}, contraseña de acceso desatendido {spw()}",
        f"teamviewer Dra Ocampo: {digits(10, lead=True)} / {spw()}",
        f"AnyDesk servidor CONTPAQi {anydesk_id()} pw {spw()}",
        f"Acceso remoto a la caja de Abarrotes La Esperanza (RustDesk) — id {digits(9, lead=True)}, pass {spw()}",
    )

    r.add(
        "password_manager_master",
        f"Contraseña maestra de Bitwarden: {phrase(VOCAB, 5, '-')}",
        f"1Password del despacho — Secret Key {onepassword_secret_key()} y contraseña maestra {spw()}",
        f"KeePass (Despacho.kdbx) master password: {phrase(VOCAB, 4, ' ')} {digits(2)}",
        f"la contraseña maestra del gestor es {phrase(VOCAB, 4, '.')}",
    )

    r.add(
        "google_backup_codes",
        f"Códigos de respaldo de Google (cuenta facturas@despacho.example):\n{recovery_codes(8, 'digits')}",
        "backup codes gmail del despacho\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        f"códigos de recuperación de la cuenta de Microsoft 365:\n{recovery_codes(5, 'alnum')}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"Clave de recuperación BitLocker laptop Dell de contabilidad: {bitlocker_key()}",
        f"bitlocker pc de Lupita\n{bitlocker_key()}",
        f"Recovery key BitLocker del servidor CONTPAQi (ID {hexs(8).upper()}): {bitlocker_key()}",
        f"clave de recuperacion de bitlocker (laptop HP de la Dra): {bitlocker_key()}",
    )

    r.add(
        "openai_api_key",
        f"uso un script en Python que clasifica gastos con ChatGPT: OPENAI_API_KEY={openai_project_key()}",
        f"API key de OpenAI del despacho {openai_project_key()}",
        f"la key de openai para el bot de dudas fiscales es {openai_project_key()}",
    )

    r.add(
        "client_email_password",
        f"correo de Taller Ruiz (ahí llegan los avisos del buzón tributario): taller.ruiz@correo.example / {spw()}",
        f"email de la Dra Ocampo para confirmar el buzón: dra.ocampo@consultorio.example pass {spw()}",
        f"Outlook de Abarrotes La Esperanza, contraseña {spw()}",
        f"Gmail personal del Sr. Ruiz (recuperación de la cuenta del SAT): {spw()}",
    )

    r.add(
        "backup_zip_password",
        f"Los respaldos de CONTPAQi van en zip con contraseña {spw()}",
        f"7z a -p'{spw()}' -mhe=on respaldo_mayo.7z D:\\Respaldos\\*",
        f"contraseña del respaldo cifrado que subimos a la nube: {phrase(VOCAB, 4, '-')}",
        f"zip de las FIEL de los clientes, pass: {spw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "rfc_tax_id",
        f"RFC de Abarrotes La Esperanza SA de CV: {rfc_moral()}",
        f"rfc dra ocampo {rfc_fisica()}, régimen 612",
        f"Datos para facturar: Transportes Ñandú SA de CV, RFC {rfc_moral()}, CP 03100, régimen 601, uso CFDI G03",
        "RFC genérico: público en general XAXX010101000 y extranjeros XEXX010101000",
        f"checar si el RFC {rfc_moral()} del proveedor está en la lista del 69-B",
        f"proveedores nuevos: {rfc_moral()}, {rfc_moral()}, {rfc_fisica()} (pedir constancia de situación fiscal)",
    )

    r.add(
        "curp",
        f"CURP de la Dra. Ocampo: {curp()}",
        f"curp del nuevo empleado para el alta en IMSS {curp()}",
        f"CURP {curp()} — ya validada en RENAPO",
        f"Para la constancia necesito CURP y RFC: {curp()} / {rfc_fisica()}",
        f"curp: {curp().lower()} (la escribió en minúsculas en el formato)",
    )

    u1, u2 = folio(), folio()
    r.add(
        "cfdi_folio_fiscal",
        f"Folio fiscal de la factura de renta de marzo: {folio()}",
        f"UUID {folio()} — cancelar con motivo 02 (sin relación)",
        f"CFDI relacionado (tipo 04 sustitución): {folio()}",
        f"Complemento de pago: documento relacionado {folio()}, parcialidad 2, saldo insoluto {money()}",
        f"xml {folio()}.xml descargado, falta el PDF",
        f"| Folio fiscal | Importe |\n|---|---|\n| {u1} | {money()} |\n| {u2} | {money()} |",
    )

    r.add(
        "clabe_account",
        f"CLABE para que me depositen los honorarios: {clabe('012')} (BBVA)",
        f"Banorte CLABE {clabe('072')} a nombre de Despacho García Contadores SC",
        f"Datos de transferencia\nBanco: BBVA\nCuenta: {digits(10, lead=True)}\nCLABE: {clabe('012')}\nBeneficiario: Despacho García Contadores SC",
        f"El cliente Ruiz paga a la CLABE {clabe('014')} (Santander), referencia HON{digits(6)}",
        f"pásale mi clabe a la Dra: {clabe('072')}",
        f"CLABE interbancaria del proveedor de cartón {clabe('002')} — validar titular antes de pagar",
    )

    n = secrets.randbelow(4000) + 100
    r.add(
        "invoice_series_folio",
        f"Última factura emitida: serie A, folio {n}. La siguiente es A-{n + 1}",
        f"Series: A (ingresos) folio actual {secrets.randbelow(3000) + 1}; NC (notas de crédito) {secrets.randbelow(200) + 1}; P (pagos) {secrets.randbelow(900) + 1}",
        f"factura F-{digits(5)} de Transportes Ñandú pendiente de pago",
        f"Reexpedir la factura B{digits(4)} con el RFC correcto",
        f"Serie NC folio {secrets.randbelow(300) + 1} cancela parcialmente la A-{n - 7}",
    )

    r.add(
        "sat_acuse_numero_operacion",
        f"Acuse declaración mensual de abril: número de operación {digits(12, lead=True)}",
        f"Declaración anual 2023 Dra Ocampo, número de operación {digits(12, lead=True)}, saldo a favor {money()}",
        f"Acuse DIOT marzo: folio {digits(9, lead=True)}",
        f"acuse de recibo del aviso de actualización {rnd(UPPER + DIGITS, 12)}, presentado el 14/05",
        f"Número de operación {digits(12, lead=True)} — complementaria de ISR retenciones, febrero",
        f"Acuse de cancelación CFDI: folio fiscal {folio()}, estatus Cancelado sin aceptación, sello SAT {b64(secrets.token_bytes(32))}",
    )

    r.add(
        "sat_linea_de_captura",
        f"Línea de captura: {groups(rnd(UPPER + DIGITS, 20), 4)}, vence 17/05, importe {money()}",
        f"pagar en BBVA la línea {rnd(UPPER + DIGITS, 20)} antes del día 17",
        f"Línea de captura ISN CDMX {digits(20)} — monto {money()}",
        f"llave de pago del acuse: {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "imss_registro_patronal",
        f"Registro patronal de Hnos Ruiz: {registro_patronal()}",
        f"NRP {registro_patronal()} — prima de riesgo 0.54355 (clase I)",
        f"Abarrotes La Esperanza tiene dos registros patronales: {registro_patronal()} y {registro_patronal()}",
        f"cédula de determinación SUA del registro {registro_patronal()}, periodo 05-2024",
        f"registro patronal {registro_patronal()} (CDMX, clase II)",
    )

    r.add(
        "spei_clave_rastreo",
        f"Clave de rastreo SPEI del pago de Ruiz: MBAN01{digits(18)}",
        f"BNET01{digits(18)} — transferencia de {money()} al proveedor de cartón",
        f"para bajar el CEP en Banxico: clave de rastreo {pick('MBAN01', 'BNET01')}{digits(18)}, fecha 21/05/2024, monto {money()}",
        f"rastreo banorte {digits(4)}APR{digits(15)}",
        f"CEP Banxico: emisor BBVA MEXICO, receptor BANORTE, clave de rastreo MBAN01{digits(18)}, sello {b64(secrets.token_bytes(64))}",
    )

    r.add(
        "bank_payment_reference",
        f"Referencia numérica para el pago de honorarios: {digits(7, lead=True)}",
        f"Número de autorización del pago con tarjeta: {digits(6)}",
        f"Folio de operación Banorte {digits(10, lead=True)}, pago a SAT",
        f"BBVA comprobante: folio {digits(10, lead=True)}, referencia {digits(7)}, concepto HONORARIOS MAYO",
        f"referencia alfanumérica para Banorte: HON{digits(4)}{rnd(UPPER, 3)}",
    )

    r.add(
        "csd_certificate_serial",
        f"No. de certificado del CSD matriz: {csd_serial()}",
        f"CSD nuevo: {csd_serial()}, vigente del 12/03/2024 al 12/03/2028",
        f"NoCertificadoSAT que sale en el timbre: {csd_serial()}",
        f"archivo {csd_serial()}.cer (el .cer es público, se le puede mandar al PAC)",
        f"número de serie de la e.firma de Don Chuy: {csd_serial()} (vence en octubre)",
        f"CSD de la sucursal Coyoacán: {csd_serial()}; el de matriz: {csd_serial()}",
    )

    r.add(
        "efirma_certificate_info",
        f"La e.firma de Transportes Ñandú vence el 08/11/{secrets.randbelow(4) + 2025}; agendar cita en el SAT para renovarla",
        f"archivos de la FIEL de Ocampo: {rfc_fisica()}.cer y Claveprivada_FIEL_{rfc_fisica()}_20230921_094411.key (en la USB roja)",
        "Renovar CSD: se hace en CertiSAT Web con la e.firma vigente, no hace falta ir al SAT",
        f"Requerimiento de la renovación de e.firma: número de solicitud {digits(10, lead=True)}",
    )

    r.add(
        "masked_card_number",
        f"Tarjeta BBVA **** **** **** {last4()} (gastos de oficina)",
        f"cargo no reconocido en la Banorte terminación {last4()}, reporte {digits(8)}",
        f"TDC empresarial {luhn('5204')[:6]}******{last4()}, corte los días 5",
        f"Amex corporativa •••• {last4()} — mandar estado de cuenta a Lupita",
        f"pago con tarjeta XXXX-XXXX-XXXX-{last4()}, autorización {digits(6)}",
    )

    r.add(
        "password_rotation_reminder",
        "Cambiar las CIEC de los clientes cada 6 meses; toca en julio",
        "Recordatorio: la contraseña de Net Cash vence cada 90 días, la cambié el 2 de abril",
        "rotate the NAS admin password next month and update the Bitwarden entry",
        "Ojo: la contraseña de CONTPAQi del servidor hay que cambiarla cuando se vaya el practicante",
        "Cuando renueven la e.firma de Ruiz pedirle que me pase la nueva contraseña en persona, no por WhatsApp",
        "Password rotation done 02/05: Net Cash, Banorte, CONTPAQi admin. Next one in August.",
    )

    r.add(
        "password_policy_note",
        "La CIEC debe tener 8 caracteres, letras y números, sin acentos ni ñ",
        "El NIP de BBVA no puede ser consecutivo (1234) ni repetido (1111)",
        "Banorte: la contraseña de banca en línea es de 8 a 16 caracteres y se bloquea a los 3 intentos",
        "Política del despacho: mínimo 12 caracteres, nada de fechas de cumpleaños, nada de nombres de clientes",
        "La contraseña de la e.firma la elige el contribuyente en el SAT; si la olvida hay que renovar la firma completa",
    )

    r.add(
        "secret_location_reference",
        "La contraseña de la FIEL de Ruiz está en el sobre amarillo en la caja fuerte",
        "La clave de Aspel la tiene Lupita, pídesela a ella",
        "CIEC de Transportes Ñandú: está en Bitwarden > Clientes > Ñandú > SAT",
        "El token de BBVA se queda siempre en el cajón con llave del Lic. Ramírez",
        "password del NAS: en la libreta negra, página de 'Sistemas'",
        "Las CIEC de los clientes de nómina están en el Excel cifrado que sólo abre el Lic. Ramírez",
    )

    r.add(
        "env_var_reference",
        "FACTURAPI_KEY=${FACTURAPI_KEY}",
        "en el workflow: api-key: ${{ secrets.FACTURAPI_SECRET_KEY }}",
        "password = os.environ['FINKOK_PASSWORD']  # nunca en el código",
        "Facturama user/pass van en appsettings.Production.json como ${FACTURAMA_USER} y ${FACTURAMA_PASS}",
        "export FINKOK_USER=timbrado@despacho.example  # el password se lee de FINKOK_PASSWORD en el servidor",
    )

    r.add(
        "password_manager_item_path",
        "Bitwarden: Despacho / Bancos / BBVA Net Cash (usuario CONTA01)",
        "1Password vault 'Clientes' → item 'Hnos Ruiz – SAT CIEC'",
        f"KeePass entry: Sistemas/NAS/admin (UUID {hexs(32).upper()})",
        "op://Despacho/Facturapi Live/credential (referencia de 1Password CLI, no la llave)",
    )

    r.add(
        "payment_publishable_key",
        f"Stripe publishable key de la tienda (va en el front): pk_live_{rnd(ALNUM, 99)}",
        f"Public key Mercado Pago: APP_USR-{uid()}",
        f"Openpay merchant id m{rnd(LOWER + DIGITS, 19)}, llave pública pk_{hexs(32)}",
        f"Clave pública del CSD para validar sellos:\n{pem('PUBLIC KEY', 5)}",
    )

    r.add(
        "cfdi_sello_digital",
        f"Últimos 8 del sello (fe= del QR): {b64(secrets.token_bytes(256))[-8:]}",
        f"Sello digital del CFDI:\n{b64(secrets.token_bytes(256))}",
        f"Sello del SAT de la factura {folio()}:\n{b64(secrets.token_bytes(256))}",
    )

    r.add(
        "cfdi_cadena_original_tfd",
        f"||1.1|{folio()}|2024-05-21T12:34:56|{rfc_moral()}|{b64(secrets.token_bytes(256))}|{csd_serial()}||",
        f"cadena original del complemento de certificación: ||1.1|{folio()}|2024-03-02T09:15:41|{rfc_moral()}|{b64(secrets.token_bytes(256))[:60]}...|{csd_serial()}||",
        f"TFD: UUID {folio()}, FechaTimbrado 2024-04-10T16:02:11, RfcProvCertif {rfc_moral()}, NoCertificadoSAT {csd_serial()}",
    )

    r.add(
        "pedimento_aduanal",
        f"Pedimento {digits(2)} {digits(2)} {digits(4)} {digits(7)} de la importación de refacciones",
        f"pedimento: {digits(15)} — aduana 47, patente {digits(4)}",
        f"Factura de importación ligada al pedimento {digits(2)}  {digits(2)}  {digits(4)}  {digits(7)}",
    )

    r.add(
        "opinion_cumplimiento_folio",
        f"Opinión de cumplimiento positiva de Hnos Ruiz, folio {digits(2)}NA{digits(7)}",
        f"32-D de Abarrotes La Esperanza: folio {digits(2)}NB{digits(7)}, emitida el 02/05",
        f"opinión IMSS en sentido positivo, folio {digits(10)}",
    )

    r.add(
        "sat_descarga_masiva_request",
        f"Descarga masiva SAT — IdSolicitud {uid()} (emitidos enero-marzo)",
        f"paquete descargado: {folio()}_01.zip",
        f"IdSolicitud {uid()} sigue en estado 2 (en proceso)",
        f"IdPaquete {folio()}_02 listo para descarga",
    )

    r.add(
        "support_ticket_number",
        f"Ticket CONTPAQi por el error de timbrado: CAS-{digits(6)}-{rnd(UPPER + DIGITS, 6)}",
        f"Aspel soporte folio {digits(8, lead=True)}, me regresan la llamada mañana",
        f"Caso con Facturama #{digits(6, lead=True)} — el CSD no carga",
        f"reporte Telmex {digits(10, lead=True)} por falla de internet",
    )

    r.add(
        "nas_network_info",
        f"NAS: nas.despacho.internal, 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac(':', True)}, DSM 7.2",
        f"Synology DS220+ número de serie {digits(4)}{rnd(UPPER, 3)}{digits(6)}",
        "carpeta compartida \\\\nas.despacho.internal\\Clientes\\Ruiz\\2024 (el usuario lo tiene cada quien)",
        f"Hyper Backup del NAS: tarea {hexs(8)}, último respaldo OK 23/05 02:00",
    )

    r.add(
        "wifi_network_info",
        f"Redes de la oficina: DespachoGarcia_5G (canal 36) y DespachoGarcia_2G (canal 6), router MAC {mac(':', True)}",
        "Wi-Fi invitados: la contraseña está en el letrero de recepción",
        "el wifi de la oficina es WPA2; si falla reiniciar el módem de Telmex",
    )

    r.add(
        "tracking_number",
        f"Guía Estafeta de los documentos a Monterrey: {digits(22)}",
        f"DHL {digits(10, lead=True)}, llegan los contratos firmados",
        f"Mandé la e.firma impresa por Redpack guía {digits(9, lead=True)}",
    )

    r.add(
        "backup_checksum",
        f"sha256 del respaldo de mayo: {hexs(64)}",
        f"MD5 del .bak de CONTPAQi {hexs(32)} — coincide con el del NAS",
        f"respaldo_{digits(8)}.7z  sha1 {hexs(40)}",
    )

    r.add(
        "contpaqi_database_name",
        f"Empresa en CONTPAQi: ctHnosRuiz2024 (GUID {uid()})",
        "Base de datos de Aspel: C:\\Program Files (x86)\\Common Files\\Aspel\\Sistemas Aspel\\SAE9.00\\Empresa03\\Datos",
        f"adEmpresa{digits(3)} es la de Transportes Ñandú en Comercial",
    )

    r.add(
        "remote_access_id",
        f"AnyDesk de la Dra Ocampo: {anydesk_id()} (la contraseña me la da ella cuando me conecto)",
        f"ID TeamViewer del servidor: {digits(10, lead=True)}",
        f"RustDesk id {digits(9, lead=True)} — caja de Abarrotes La Esperanza",
    )

    r.add(
        "security_settings_note",
        "El token de BBVA genera una clave nueva cada 60 segundos; si no entra, sincronizarlo",
        "La sesión del portal del SAT se cierra a los 10 minutos de inactividad",
        "Net Cash: 3 intentos fallidos de contraseña = bloqueo de 24 horas",
        "CONTPAQi pide contraseña de supervisor para borrar pólizas; límite de 5 usuarios en la licencia",
    )

    r.add(
        "token_device_serial",
        f"Serie del token físico Banorte: {digits(10, lead=True)} (para reportarlo si se pierde)",
        f"número de serie del token BBVA {digits(10, lead=True)} registrado a nombre del despacho",
        f"Token de Hnos Ruiz: modelo DP270, serie {rnd(UPPER, 2)}{digits(8)}",
    )

    r.add(
        "bank_customer_number",
        f"Número de cliente BBVA del despacho: {digits(8, lead=True)}",
        f"Contrato Banorte empresarial {digits(10, lead=True)}, ejecutiva: Lic. Mendoza",
        f"Cuenta de cheques Banorte {digits(10, lead=True)}, sucursal {digits(4)} Insurgentes",
    )

    r.add(
        "api_integration_note",
        "FacturAPI: la llave secreta va en el header Authorization: Bearer <llave>, nunca en el front",
        f"Organización FacturAPI de Ruiz: id {hexs(24)}",
        f"Webhook de Facturama configurado a https://api.despacho.example/hooks/cfdi, evento {uid()}",
        f"Cliente FacturAPI creado: customer {hexs(24)} (RFC {rfc_moral()})",
    )

    return r


def main() -> None:
    write_corpora("make_heldout214.py", [
        ("heldout214_credentials.yaml", credentials(), "Held-out batch 214: secrets a Mexico City accountant keeps (SAT CIEC and e.firma, CSD, BBVA/Banorte, CONTPAQi, Aspel, IDSE, FacturAPI)"),
        ("heldout214_lookalikes.yaml", lookalikes(), "Held-out batch 214: a Mexican accountant's look-alikes (RFC, CURP, folio fiscal, CLABE, acuses, registro patronal, CSD serials) with no secret"),
    ])


if __name__ == "__main__":
    main()
